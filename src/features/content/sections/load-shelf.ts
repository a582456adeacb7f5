import 'server-only';
import { cache } from 'react';
import type { VariantSummary } from '../../../lib/catalogue/variant';
import { getRequestContext } from '../../../lib/request';
import type { CardSettings } from '../../catalogue';
import { getCatalogueContext, loadListingOffers } from '../../catalogue/server';
import { getSelectedProductGroup } from '../../../lib/upstream/product/get-selected-product-group';
import { href } from '../../../lib/routes/href';

/** Cards per SelectedProducts section: two rows on a wide screen. */
export const SHELF_SIZE = 8;

export interface Shelf {
  groups: ReadonlyMap<string, readonly VariantSummary[]>;
  settings: CardSettings;
}

/**
 * Every SelectedProducts section of a page in one go: the product groups in parallel, then ONE
 * getVariants call for price and stock of all their cards (a page with three such sections must
 * not make three). Keyed by the page's group ids so each page computes it once per request.
 * Deferred data: a group that fails to load is just absent.
 */
export const loadShelf = cache(async (groupIds: string): Promise<Shelf> => {
  const context = await getCatalogueContext();
  const ids = [...new Set(groupIds.split(',').filter(Boolean))];
  const answers = await Promise.all(
    ids.map((id): Promise<[string, VariantSummary[]]> => getSelectedProductGroup(context.product, id).then((group) => [id, group.items.slice(0, SHELF_SIZE)], () => [id, []])),
  );
  const groups = new Map<string, readonly VariantSummary[]>(answers);
  const articleNumbers = [...new Set(answers.flatMap(([, items]) => items.map((item) => item.articleNumber)))];
  const { brand, session, pagePath } = getRequestContext();
  return {
    groups,
    settings: {
      offers: loadListingOffers(context, articleNumbers),
      signInHref: href('logga-in', {}, { returnTo: pagePath ?? '/' }),
      stockColours: brand.features.stockColours,
      canBuy: session !== null,
      // Spec point 9's "and others": a content page's product shelf is a list of its own.
      listName: 'selected_products_list',
    },
  };
});
