import type { PageProps } from 'waku/router';
import { OrderDetailPage } from '../../../../features/orders/server';

// One order in the history (issue 14); another customer's order id is the not-found page.
export default async function MinaSidorOrderPage({ id }: PageProps<'/mina-sidor/ordrar/[id]'>) {
  return <OrderDetailPage orderId={[id].flat().join('/')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
