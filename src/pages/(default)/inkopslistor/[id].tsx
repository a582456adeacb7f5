import type { PageProps } from 'waku/router';
import { ShoppingListPage } from '../../../features/shopping-lists/server';

// One shopping list (issue 15); a list the buyer may not see is the not-found page.
export default async function InkopslistaPage({ id, query }: PageProps<'/inkopslistor/[id]'>) {
  return <ShoppingListPage id={[id].flat().join('/')} search={new URLSearchParams(query)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
