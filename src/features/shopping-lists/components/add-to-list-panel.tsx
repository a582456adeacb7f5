import 'server-only';
import { orderMultiple } from '../../../lib/catalogue/stock-status';
import { getRequestContext } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import { getVariants } from '../../../lib/upstream/commerce/get-variants';
import { getFavoriteLists } from '../../../lib/upstream/favorite-lists/get-favorite-lists';
import { newListId } from '../list-id';
import { asListUser } from '../list-user';
import { AddToListForm } from './add-to-list-form';
import '../shopping-lists.css';

/**
 * The product page's "Lägg till i lista" for a signed-in buyer: the lists they may change (newest
 * first) and the article's order multiple at the central warehouse. Renders nothing when the
 * services cannot answer: the product page does not depend on it.
 */
export async function AddToListPanel({ articleNumber, unit }: { articleNumber: string; unit: string }) {
  const { brand, session } = getRequestContext();
  if (!session) return null;
  const loaded = await asListUser((user) =>
    Promise.all([
      getFavoriteLists(user.commerce, { token: user.token, customerId: user.customerId, limit: 100, offset: 0, sort: 'updatedAt:desc', editable: true }),
      getVariants(user.commerce, { articleNumbers: [articleNumber], token: user.token, permissions: { viewPrices: false, viewDiscounts: false }, locationIds: [brand.centralStorageId] }),
    ]),
  ).catch((error: unknown) => {
    if (error instanceof UpstreamError) return null;
    throw error;
  });
  if (!loaded) return null;
  const [lists, [variant]] = loaded;
  return (
    <AddToListForm
      articleNumber={articleNumber}
      unit={unit}
      multiple={orderMultiple(variant?.stock, brand.centralStorageId)}
      lists={lists.data.map((list) => ({ id: list.favoriteId, name: list.favoriteName }))}
      newListId={newListId()}
      texts={{
        heading: t('shoppingLists.product.heading'),
        list: t('shoppingLists.product.list'),
        newList: t('shoppingLists.product.newList'),
        newName: t('shoppingLists.product.newName'),
        quantity: t('shoppingLists.product.quantity'),
        submit: t('shoppingLists.product.submit'),
        open: t('shoppingLists.product.open'),
      }}
    />
  );
}
