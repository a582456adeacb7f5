import { centralStockStatus, orderMultiple, stockQuantityLabel, storeStockStatus } from '../../lib/catalogue/stock-status';
import { formatPrice, formatUnitQuantity, unitName } from '../../lib/format';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import type { CartLine, CartWithLines } from '../../lib/upstream/cart/cart-schemas';
import { cartTotals, lineMoney, pricedQuantity, sumTotals } from './cart-totals';
import { toTotalsView, type CartTotalsView } from './totals-view';
import { deliveryChoices, deliveryPlace, type StoreName } from './delivery-label';
import { promptsFor, requiredActions } from './requires-action';
import { LIST_NAMES, toAnalyticsItem, type AnalyticsItem } from '../analytics';

/** Plain, pre-formatted data for the cart's client islands (they get no catalogue, no rules). */
export interface CartLineView {
  cartItemId: string;
  articleNumber: string;
  name: string;
  href: string | null;
  image: string | null;
  /** The unit code, for the server's quantity rules; never shown. */
  unit: string;
  /** The unit in words for the line's quantity ("rullar"). */
  unitName: string;
  /** "3 rullar". */
  quantityText: string;
  quantity: number;
  multiple: number;
  label: string;
  /** À-pris per unit ("5 000,00 kr/rulle"), "Pris på förfrågan", or null without prices. */
  unitPrice: string | null;
  /** Legeringstillägg per unit, on its own row; null when the article has none. (Not named after
   * the upstream field: the RSC payload of a buyer without prices must not even carry the name.) */
  surchargePerUnit: string | null;
  /** À-pris × quantity + surcharge × quantity. */
  linePrice: string | null;
  stockText: string;
  deliveryId: string;
  prompts: string[];
  replacements: { articleNumber: string; name: string; href: string }[];
  /** "Offert 500003, pris gäller till …", or that the quote's price no longer applies; null otherwise. */
  quoteNote: string | null;
  /** A configured line's summary ("Kapad längd 37 m, på trumma") and where "Ändra" reopens it. */
  configurationSummary: string | null;
  configureHref: string | null;
  /** The line as an item of the cart page's analytics list (view_item_list when it shows); priced like view_cart's. */
  analyticsItem: AnalyticsItem;
}

export interface CartGroupView {
  deliveryId: string;
  heading: string;
  lines: CartLineView[];
  /** The delivery's own sums (it becomes one order); absent without prices. */
  totals: CartTotalsView | null;
}

export type { CartTotalsView } from './totals-view';

export interface CartView {
  cartId: string;
  lineCount: number;
  groups: CartGroupView[];
  /** Absent without the right to see prices. */
  totals: CartTotalsView | null;
  choices: { value: string; label: string }[];
  /** The lines as data-layer items (view_cart); prices only for a buyer who may see them. */
  analyticsItems: AnalyticsItem[];
}

/** A line as the data layer's item: its price is the unit price before quantity brackets' sums (spec point 9). */
function analyticsItemOf(line: CartLine, index: number, showPrices: boolean, listName: string): AnalyticsItem {
  const price = showPrices && line.price && !line.price.askForPrice ? line.price : undefined;
  return toAnalyticsItem({ articleNumber: line.articleNumber, name: line.variant?.name, netPrice: price?.netPrice, alloyingPrice: price?.alloyingPrice, quantity: line.quantity, listName }, index);
}

const REPLACEMENT = 'ersattningsartikel';

function lineView(line: CartLine, method: string, locationId: string, orderType: string, centralStorageId: string, showPrices: boolean, analyticsItem: AnalyticsItem): CartLineView {
  const variant = line.variant;
  // A configured line counts cut pieces, whatever unit the drum or bar is sold in (decision 035).
  const unit = line.configuration ? 'ST' : (variant?.unit ?? 'ST');
  const { reasons, stock } = requiredActions(line, { method, locationId, orderType });
  const status = locationId === centralStorageId ? centralStockStatus(line.stock, centralStorageId) : storeStockStatus(line.stock, locationId);
  // Stock is counted in the article's own unit (metres of a drum), also for a line of cut pieces.
  const prompts = promptsFor(reasons).map((prompt) => t(`cartPage.action.${prompt}`, { stock: formatUnitQuantity(stock, variant?.unit ?? unit) }));
  const price = showPrices ? line.price : undefined;
  const money = lineMoney(pricedQuantity(line.quantity, price));
  const perUnit = (amount: number) => t('cartPage.line.perUnit', { price: formatPrice(amount), unit: unitName(unit) });
  return {
    cartItemId: line.cartItemId,
    articleNumber: line.articleNumber,
    name: variant?.name ?? t('cartPage.line.missingName', { articleNumber: line.articleNumber }),
    href: line.variantSlug ? href('produkt-slug', { slug: line.variantSlug }) : null,
    image: variant?.images[0]?.assetUrl ?? null,
    unit,
    unitName: unitName(unit, line.quantity),
    quantityText: formatUnitQuantity(line.quantity, unit),
    quantity: line.quantity,
    multiple: line.configuration ? 1 : orderMultiple(line.stock, locationId),
    label: line.label ?? '',
    unitPrice: money ? perUnit(money.unitPrice) : price?.askForPrice ? t('cartPage.line.askForPrice') : null,
    surchargePerUnit: money?.alloyingUnitPrice ? perUnit(money.alloyingUnitPrice) : null,
    linePrice: money ? formatPrice(money.total) : null,
    stockText: [status.text, stockQuantityLabel(status, variant?.unit ?? unit)].filter(Boolean).join(' '),
    deliveryId: line.deliveryId,
    prompts,
    replacements: reasons.includes('needsReplacement')
      ? (variant?.relations ?? []).filter((r) => r.type === REPLACEMENT).map((r) => ({ articleNumber: r.articleNumber, name: r.name, href: href('produkt-slug', { slug: r.variantSlug }) }))
      : [],
    quoteNote: line.quote
      ? line.quote.holds
        ? t('quotes.cartLine.quoted', { number: line.quote.quoteNumber, date: line.quote.validUntil ?? '' })
        : t('quotes.cartLine.lapsed', { number: line.quote.quoteNumber })
      : null,
    configurationSummary: line.configuration?.summary ?? null,
    configureHref: line.configuration ? `${href('produktkonfiguration', { id: line.articleNumber })}?rad=${encodeURIComponent(line.cartItemId)}` : null,
    analyticsItem,
  };
}

/**
 * The cart as the page and the flyout show it: lines grouped per delivery (method and place),
 * each with its price, stock and the prompts of spec point 4, and the totals.
 */
export function toCartView(cart: CartWithLines, options: { centralStorageId: string; stores: readonly StoreName[]; showPrices: boolean }): CartView {
  const byId = new Map(cart.cartItems.map((line) => [line.cartItemId, line]));
  const delivered = cart.deliveries
    .filter((delivery) => delivery.cartItemIds.length > 0)
    .map((delivery) => ({ delivery, lines: delivery.cartItemIds.map((id) => byId.get(id)).filter((line): line is CartLine => line !== undefined) }));
  // Every delivery is summed the way its order will be; the cart's totals are their sums.
  const sums = delivered.map(({ lines }) => cartTotals(lines.map((line) => pricedQuantity(line.quantity, line.price))));
  // Positions count through the whole cart, in the order the page shows the lines.
  const shown = delivered.flatMap(({ lines }) => lines);
  const analyticsItems = shown.map((line, index) => analyticsItemOf(line, index, options.showPrices, LIST_NAMES.cart));
  const itemOf = new Map(shown.map((line, index) => [line.cartItemId, analyticsItems[index]!]));
  const groups: CartGroupView[] = delivered.map(({ delivery, lines }, index) => ({
    deliveryId: delivery.deliveryId,
    heading: t('cartPage.delivery.heading', { method: delivery.deliveryMethodName, place: deliveryPlace(delivery.locationId, options.centralStorageId, options.stores) }),
    lines: lines.map((line) => lineView(line, delivery.deliveryMethod, delivery.locationId, delivery.orderType, options.centralStorageId, options.showPrices, itemOf.get(line.cartItemId)!)),
    totals: options.showPrices && sums[index] ? toTotalsView(sums[index]) : null,
  }));
  return {
    cartId: cart.cartId,
    lineCount: cart.cartItems.length,
    groups,
    totals: options.showPrices ? toTotalsView(sumTotals(sums)) : null,
    choices: deliveryChoices(options.centralStorageId, options.stores),
    analyticsItems,
  };
}
