import { PlaceholderPage } from '../../components/placeholder-page';

export default async function ActivateUserPage() {
  return <PlaceholderPage routeName="activate-user" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
