import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function MinaSidorPage() {
  return <PlaceholderPage routeName="mina-sidor" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
