import type { PageProps } from 'waku/router';
import { QuoteListPage } from '../../../../features/quotes/server';

// The customer's quotes (issue 17); a seller sees the requests of the customer they serve.
export default async function MinaSidorOfferterPage({ query }: PageProps<'/mina-sidor/offerter'>) {
  return <QuoteListPage search={new URLSearchParams(query)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
