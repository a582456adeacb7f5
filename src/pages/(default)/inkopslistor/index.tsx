import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function InkopslistorPage() {
  return <PlaceholderPage routeName="inkopslistor" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
