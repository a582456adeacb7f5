import { PlaceholderPage } from '../../components/placeholder-page';

export default async function DeliveryPage() {
  return <PlaceholderPage routeName="delivery" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
