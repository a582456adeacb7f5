import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function AnvandarePage() {
  return <PlaceholderPage routeName="anvandare" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
