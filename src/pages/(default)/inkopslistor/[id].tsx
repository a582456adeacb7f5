import type { PageProps } from 'waku/router';
import { RequestQuotePanel } from '../../../features/quotes/server';
import { ShoppingListPage } from '../../../features/shopping-lists/server';

// One shopping list (issue 15); a list the buyer may not see is the not-found page. Its lines
// can be asked about as a quote (issue 17).
export default async function InkopslistaPage({ id, query }: PageProps<'/inkopslistor/[id]'>) {
  const listId = [id].flat().join('/');
  return <ShoppingListPage id={listId} search={new URLSearchParams(query)} tools={<RequestQuotePanel listId={listId} />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
