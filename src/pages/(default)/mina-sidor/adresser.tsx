import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function MinaSidorAdresserPage() {
  return <PlaceholderPage routeName="mina-sidor-adresser" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
