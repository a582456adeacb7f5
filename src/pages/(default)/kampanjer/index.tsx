import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function KampanjerPage() {
  return <PlaceholderPage routeName="kampanjer" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
