import type { PageProps } from 'waku/router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export default async function MinaSidorOrderPage({ id }: PageProps<'/mina-sidor/ordrar/[id]'>) {
  return <PlaceholderPage routeName="mina-sidor-order" subject={[id].flat().join(' / ')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
