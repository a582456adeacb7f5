import type { PageProps } from 'waku/router';
import { ShoppingListsPage } from '../../../features/shopping-lists/server';

// Shopping lists (issue 15): the buyer's own and the customer's shared favourite lists.
export default async function InkopslistorPage({ query }: PageProps<'/inkopslistor'>) {
  return <ShoppingListsPage search={new URLSearchParams(query)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
