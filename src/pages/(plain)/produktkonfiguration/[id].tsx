import type { PageProps } from 'waku/router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default async function ProduktkonfigurationPage({ id }: PageProps<'/produktkonfiguration/[id]'>) {
  return <PlaceholderPage routeName="produktkonfiguration" subject={[id].flat().join(' / ')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
