import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function SortimentPage() {
  return <PlaceholderPage routeName="sortiment" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
