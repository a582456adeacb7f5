import { PlaceholderPage } from '../../../../components/placeholder-page';

export default async function MinaSidorOrdrarPage() {
  return <PlaceholderPage routeName="mina-sidor-ordrar" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
