import type { PageProps } from 'waku/router';
import { OrderListPage } from '../../../../features/orders/server';

// Order history (issue 14): the route guard refuses EJ_ORDERHISTORIK before this renders.
export default async function MinaSidorOrdrarPage({ query }: PageProps<'/mina-sidor/ordrar'>) {
  return <OrderListPage search={new URLSearchParams(query)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
