import type { PageProps } from 'waku/router';
import { QuoteDetailPage } from '../../../../features/quotes/server';

// One quote (issue 17); an unknown id or another customer's quote is the not-found page (404).
export default async function MinaSidorOffertPage({ id }: PageProps<'/mina-sidor/offerter/[id]'>) {
  return <QuoteDetailPage quoteId={[id].flat().join('/')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
