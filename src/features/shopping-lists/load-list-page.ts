import 'server-only';
import { getPermissions, getRequestContext } from '../../lib/request';
import { UpstreamError } from '../../lib/upstream';
import type { LineVariant } from '../../lib/catalogue/variant';
import { getLineVariants } from '../../lib/upstream/commerce/get-variants';
import { getFavoriteList } from '../../lib/upstream/favorite-lists/get-favorite-list';
import { getFavoriteListItems } from '../../lib/upstream/favorite-lists/get-favorite-list-items';
import type { FavoriteItem, FavoriteList } from '../../lib/upstream/favorite-lists/favorite-list-schemas';
import { asListPageUser } from './list-user';
import { toListLineView, type ListLineView } from './list-line-view';

/** Lines per page of a list: a 500-line list stays quick to open, and paging keeps it usable. */
export const LIST_PAGE_SIZE = 100;
/** getVariants takes at most 200 article numbers per call. */
const VARIANTS_PER_CALL = 200;

export interface ListPage {
  list: FavoriteList;
  /** This page's lines as the list keeps them; their catalogue data comes with loadListLines. */
  items: FavoriteItem[];
  page: number;
  lastPage: number;
  /** Lines before this page: the first line's position is offset + 1. */
  offset: number;
}

/**
 * One list and one page of its lines, in parallel. A list the buyer may not see is the not-found
 * page, decided here, before the page's first byte.
 */
export async function loadListPage(listId: string, page: number): Promise<ListPage> {
  const offset = (page - 1) * LIST_PAGE_SIZE;
  const [list, items] = await asListPageUser((user) =>
    Promise.all([
      getFavoriteList(user.commerce, { token: user.token, customerId: user.customerId, listId }),
      getFavoriteListItems(user.commerce, { token: user.token, customerId: user.customerId, listId, offset, limit: LIST_PAGE_SIZE }),
    ]),
  );
  return { list, items: items.data, page, lastPage: Math.max(1, Math.ceil(items.total / LIST_PAGE_SIZE)), offset };
}

/**
 * A page's lines with today's name, picture, price (for those who may see prices) and central
 * stock: the slower half of the page, which streams in after its frame. Without the catalogue
 * the lines still show, by article number.
 */
export async function loadListLines({ items, offset }: Pick<ListPage, 'items' | 'offset'>): Promise<ListLineView[]> {
  const { brand } = getRequestContext();
  const permissions = getPermissions();
  const numbers = items.map((item) => item.articleNumber);
  const chunks = Array.from({ length: Math.ceil(numbers.length / VARIANTS_PER_CALL) }, (_, index) => numbers.slice(index * VARIANTS_PER_CALL, (index + 1) * VARIANTS_PER_CALL));
  const variants = await asListPageUser((user) =>
    Promise.all(chunks.map((articleNumbers) => getLineVariants(user.commerce, { articleNumbers, token: user.token, customerId: user.customerId, permissions, locationIds: [brand.centralStorageId] }))),
  ).catch((error: unknown): LineVariant[][] => {
    if (error instanceof UpstreamError) return [];
    throw error;
  });
  const byNumber = new Map(variants.flat().map((variant) => [variant.articleNumber, variant]));
  return items.map((item, index) => toListLineView(item, byNumber.get(item.articleNumber), { centralStorageId: brand.centralStorageId, showPrices: permissions.viewPrices, position: offset + index + 1 }));
}
