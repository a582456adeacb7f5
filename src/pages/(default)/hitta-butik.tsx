import { PlaceholderPage } from '../../components/placeholder-page';

export default async function HittaButikPage() {
  return <PlaceholderPage routeName="hitta-butik" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
