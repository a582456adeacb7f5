import { PlaceholderPage } from '../../components/placeholder-page';

export default async function SummaryPage() {
  return <PlaceholderPage routeName="summary" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
