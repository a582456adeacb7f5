import { centralStockStatus, orderMultiple, stockQuantityLabel } from '../../lib/catalogue/stock-status';
import type { LineVariant } from '../../lib/catalogue/variant';
import { formatPrice, formatUnitQuantity, unitName } from '../../lib/format';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import type { FavoriteItem } from '../../lib/upstream/favorite-lists/favorite-list-schemas';
import { LIST_NAMES, toAnalyticsItem, type AnalyticsItem } from '../analytics';

/** One list line, pre-formatted for the client islands (they get no catalogue, no rules). */
export interface ListLineView {
  itemId: string;
  articleNumber: string;
  name: string;
  href: string | null;
  image: string | null;
  /** The unit code, for the quantity rules. */
  unit: string;
  unitName: string;
  quantity: number;
  quantityText: string;
  /** Order multiple at the central warehouse (where "add to cart" delivers from). */
  multiple: number;
  /** À-pris ("123,00 kr/st"), "Pris på förfrågan", or null without the right to see prices. */
  unitPrice: string | null;
  stockText: string;
  discontinued: boolean;
  replacement: { articleNumber: string; name: string; href: string } | null;
  /** The line as an item of the shopping_list analytics list (view_item_list when it shows); a price only for those who may see it. */
  analyticsItem: AnalyticsItem;
}

/** A list line with what the catalogue says of its article today; an article gone keeps its number. */
/** `position` is the line's 1-based place in the whole list (pages continue the count). */
export function toListLineView(item: FavoriteItem, variant: LineVariant | undefined, options: { centralStorageId: string; showPrices: boolean; position: number }): ListLineView {
  const unit = variant?.unit ?? 'ST';
  const price = options.showPrices ? variant?.price : undefined;
  const status = centralStockStatus(variant?.stock, options.centralStorageId);
  const replacement = variant?.relations.find((relation) => relation.type === 'ersattningsartikel');
  return {
    itemId: item.favoriteItemId,
    articleNumber: item.articleNumber,
    name: variant?.name ?? t('shoppingLists.detail.missingName', { articleNumber: item.articleNumber }),
    href: variant ? href('produkt-slug', { slug: variant.variantSlug }) : null,
    image: variant?.images[0]?.assetUrl ?? null,
    unit,
    unitName: unitName(unit, item.quantity),
    quantity: item.quantity,
    quantityText: formatUnitQuantity(item.quantity, unit),
    multiple: orderMultiple(variant?.stock, options.centralStorageId),
    unitPrice: price?.netPrice != null && !price.askForPrice ? t('cartPage.line.perUnit', { price: formatPrice(price.netPrice), unit: unitName(unit) }) : price?.askForPrice ? t('cartPage.line.askForPrice') : null,
    stockText: variant ? [status.text, stockQuantityLabel(status, unit)].filter(Boolean).join(' ') : '–',
    discontinued: variant?.discontinued ?? true,
    replacement: variant?.discontinued && replacement ? { articleNumber: replacement.articleNumber, name: replacement.name, href: href('produkt-slug', { slug: replacement.variantSlug }) } : null,
    analyticsItem: toAnalyticsItem(
      { articleNumber: item.articleNumber, name: variant?.name, netPrice: price && !price.askForPrice ? price.netPrice : undefined, alloyingPrice: price?.alloyingPrice, quantity: item.quantity, listName: LIST_NAMES.shoppingList, position: options.position },
      0,
    ),
  };
}
