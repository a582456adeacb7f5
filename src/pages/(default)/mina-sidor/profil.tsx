import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function MinaSidorProfilPage() {
  return <PlaceholderPage routeName="mina-sidor-profil" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
