import { centralStockStatus, orderMultiple, stockQuantityLabel, storeStockStatus } from '../../lib/catalogue/stock-status';
import { formatNumber, formatPrice } from '../../lib/format';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import type { CartLine, CartWithLines } from '../../lib/upstream/cart/cart-schemas';
import { cartTotals, lineAlloying, linePrice } from './cart-totals';
import { deliveryChoices, deliveryPlace, type StoreName } from './delivery-label';
import { promptsFor, requiredActions } from './requires-action';

/** Plain, pre-formatted data for the cart's client islands (they get no catalogue, no rules). */
export interface CartLineView {
  cartItemId: string;
  articleNumber: string;
  name: string;
  href: string | null;
  image: string | null;
  unit: string;
  quantity: number;
  multiple: number;
  label: string;
  unitPrice: string | null;
  linePrice: string | null;
  stockText: string;
  deliveryId: string;
  prompts: string[];
  replacements: { articleNumber: string; name: string; href: string }[];
}

export interface CartGroupView {
  deliveryId: string;
  heading: string;
  lines: CartLineView[];
}

export interface CartTotalsView {
  net: string;
  alloying: string;
  vat: string;
  total: string;
}

export interface CartView {
  cartId: string;
  lineCount: number;
  groups: CartGroupView[];
  /** Absent without the right to see prices. */
  totals: CartTotalsView | null;
  choices: { value: string; label: string }[];
}

const REPLACEMENT = 'ersattningsartikel';

function lineView(line: CartLine, method: string, locationId: string, orderType: string, centralStorageId: string, showPrices: boolean): CartLineView {
  const variant = line.variant;
  const unit = variant?.unit ?? 'st';
  const { reasons, stock } = requiredActions(line, { method, locationId, orderType });
  const status = locationId === centralStorageId ? centralStockStatus(line.stock, centralStorageId) : storeStockStatus(line.stock, locationId);
  const prompts = promptsFor(reasons).map((prompt) => t(`cartPage.action.${prompt}`, { stock: `${formatNumber(stock)} ${unit}` }));
  const price = showPrices ? line.price : undefined;
  const priced = { quantity: line.quantity, netPrice: price?.askForPrice ? null : (price?.netPrice ?? price?.salesPrice), alloyingPrice: price?.alloyingPrice };
  const total = linePrice(priced);
  return {
    cartItemId: line.cartItemId,
    articleNumber: line.articleNumber,
    name: variant?.name ?? t('cartPage.line.missingName', { articleNumber: line.articleNumber }),
    href: line.variantSlug ? href('produkt-slug', { slug: line.variantSlug }) : null,
    image: variant?.images[0]?.assetUrl ?? null,
    unit,
    quantity: line.quantity,
    multiple: orderMultiple(line.stock, locationId),
    label: line.label ?? '',
    unitPrice: priced.netPrice == null ? (price?.askForPrice ? t('cartPage.line.askForPrice') : null) : formatPrice(priced.netPrice),
    linePrice: total === null ? null : formatPrice(total + lineAlloying(priced)),
    stockText: [status.text, stockQuantityLabel(status)].filter(Boolean).join(' '),
    deliveryId: line.deliveryId,
    prompts,
    replacements: reasons.includes('needsReplacement')
      ? (variant?.relations ?? []).filter((r) => r.type === REPLACEMENT).map((r) => ({ articleNumber: r.articleNumber, name: r.name, href: href('produkt-slug', { slug: r.variantSlug }) }))
      : [],
  };
}

/**
 * The cart as the page and the flyout show it: lines grouped per delivery (method and place),
 * each with its price, stock and the prompts of spec point 4, and the totals.
 */
export function toCartView(cart: CartWithLines, options: { centralStorageId: string; stores: readonly StoreName[]; showPrices: boolean }): CartView {
  const byId = new Map(cart.cartItems.map((line) => [line.cartItemId, line]));
  const groups: CartGroupView[] = cart.deliveries
    .filter((delivery) => delivery.cartItemIds.length > 0)
    .map((delivery) => ({
      deliveryId: delivery.deliveryId,
      heading: t('cartPage.delivery.heading', { method: delivery.deliveryMethodName, place: deliveryPlace(delivery.locationId, options.centralStorageId, options.stores) }),
      lines: delivery.cartItemIds
        .map((id) => byId.get(id))
        .filter((line): line is CartLine => line !== undefined)
        .map((line) => lineView(line, delivery.deliveryMethod, delivery.locationId, delivery.orderType, options.centralStorageId, options.showPrices)),
    }));
  const sums = cartTotals(
    cart.cartItems.map((line) => ({ quantity: line.quantity, netPrice: line.price?.askForPrice ? null : (line.price?.netPrice ?? line.price?.salesPrice), alloyingPrice: line.price?.alloyingPrice })),
  );
  return {
    cartId: cart.cartId,
    lineCount: cart.cartItems.length,
    groups,
    totals: options.showPrices ? { net: formatPrice(sums.net), alloying: formatPrice(sums.alloying), vat: formatPrice(sums.vat), total: formatPrice(sums.total) } : null,
    choices: deliveryChoices(options.centralStorageId, options.stores),
  };
}
