import type { PageProps } from 'waku/router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export default async function MinaSidorOffertPage({ id }: PageProps<'/mina-sidor/offerter/[id]'>) {
  return <PlaceholderPage routeName="mina-sidor-offert" subject={[id].flat().join(' / ')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
