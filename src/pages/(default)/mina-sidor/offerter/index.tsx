import { PlaceholderPage } from '../../../../components/placeholder-page';

export default async function MinaSidorOfferterPage() {
  return <PlaceholderPage routeName="mina-sidor-offerter" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
