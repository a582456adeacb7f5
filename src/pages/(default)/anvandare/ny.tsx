import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function AnvandareNyPage() {
  return <PlaceholderPage routeName="anvandare-ny" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
