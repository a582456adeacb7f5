import { PlaceholderPage } from '../../components/placeholder-page';

export default async function AdminPage() {
  return <PlaceholderPage routeName="admin" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
