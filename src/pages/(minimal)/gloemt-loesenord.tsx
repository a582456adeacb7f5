import { PlaceholderPage } from '../../components/placeholder-page';

export default async function GloemtLoesenordPage() {
  return <PlaceholderPage routeName="gloemt-loesenord" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
