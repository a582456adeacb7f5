import type { Address } from '../addresses/address';
import { expressZipError } from '../../../domain/delivery/zip-codes';
import type { CatalogueFacts } from '../cart/article-facts';
import type { DeliveryRow, ItemRow } from '../cart/cart-repository';
import { resolveDelivery, splitDeliveryId } from '../cart/delivery-id';
import { configuredLineError, lineError, type ArticleFacts } from '../cart/line-rules';
import type { Delivery } from '../cart/delivery-id';
import { checkConfiguredLine, storedConfiguration } from '../configuration/configured-line';
import { configuredPrice } from '../configuration/configured-price';
import type { ConfigurationModel } from '../../../domain/product-configuration';
import { checkRequestedDate } from '../cart/requested-date';
import type { PriceBook } from '../commerce/price-repository';
import { quoteHolds, type QuotedLine } from '../quotes/quoted-prices';
import type { IsoDate } from '../../../domain/calendar';
import type { OrderDetailsInput } from './checkout-schemas';

/** One order row as it is stored: prices per unit in öre, as charged. */
export interface DraftItem {
  position: number;
  cartItemId: string;
  articleNumber: string;
  name: string;
  quantity: number;
  unit: string;
  label: string | null;
  netPrice: number | null;
  alloyingPrice: number | null;
  salesPrice: number | null;
  rowTotal: number | null;
  /** The accepted quote that priced the line (decision 034). */
  quoteNumber: string | null;
  /** A configured line's choice as JSON and its summary (decision 035); null for a plain line. */
  configuration: string | null;
  configurationSummary: string | null;
}

/** What an order of one delivery will be, before it is written. */
export interface OrderDraft {
  deliveryId: string;
  methodId: string;
  locationId: string;
  requestedDeliveryDate: string | null;
  reference: string | null;
  /** The answer's orderDetails, stored with the order. */
  details: Record<string, unknown>;
  items: DraftItem[];
  totalNet: number;
  totalAlloying: number;
}

export type PlanFailure = { code: string; message: string; details: Record<string, unknown>; items?: { cartItemId: string; articleNumber: string; code: string }[] };

export interface PlanContext {
  facts: CatalogueFacts;
  priceBook: PriceBook;
  addresses: readonly Address[];
  limited: boolean;
  today: IsoDate;
  sendOrderReceipt: boolean;
  /** Quote lines the cart lines are tied to, by quote line id (none: no quoted line). */
  quoted?: ReadonlyMap<string, QuotedLine>;
  /** Configuration models of the configured lines' articles, by article (decision 035). */
  models?: ReadonlyMap<string, ConfigurationModel>;
}

const ore = (kronor: number | null) => (kronor === null ? null : Math.round(kronor * 100));

function destination(details: OrderDetailsInput, addresses: readonly Address[]): Address | string {
  const address = details.addressId ? addresses.find((a) => a.addressId === details.addressId) : addresses.find((a) => a.preselected);
  if (!address) return details.addressId ? 'unknown_address' : 'address_required';
  return address.validForDelivery ? address : 'address_not_valid';
}

/**
 * Checks one delivery against everything an order needs (spec points 4 and 5) and prices it.
 * The store or warehouse in orderDetails may name another location of the same method than the
 * lines were added under (the buyer changed the pickup store on the delivery page).
 */
export function planOrder(delivery: DeliveryRow, items: readonly ItemRow[], details: OrderDetailsInput, context: PlanContext): { draft: OrderDraft } | { failure: PlanFailure } {
  const { methodId, locationId } = splitDeliveryId(delivery.delivery_id);
  const chosen = details.storeId ?? details.warehouseId ?? locationId;
  const base: Record<string, unknown> = { deliveryMethod: methodId, requestedDeliveryDate: delivery.requested_delivery_date, sendOrderReceipt: context.sendOrderReceipt };
  const fail = (code: string, message: string, extra: Partial<PlanFailure> = {}) => ({ failure: { code, message, details: base, ...extra } });

  const resolved = resolveDelivery(`${methodId}:${chosen}`, context.facts.locations, { limited: context.limited });
  if ('error' in resolved) return fail(resolved.error === 'location_not_allowed' ? 'store_required' : resolved.error, 'The delivery method cannot be used from this location');
  const { method, locationType } = resolved.delivery;
  const place = locationType === 'STORE' ? { storeId: resolved.delivery.locationId } : { warehouseId: resolved.delivery.locationId };
  Object.assign(base, { deliveryMethodName: method.name, orderType: method.orderType, ...place });

  const date = delivery.requested_delivery_date;
  if (date && checkRequestedDate(date, context.today)) return fail('invalid_delivery_date', 'The requested delivery date is no longer possible');

  let address: Address | null = null;
  if (method.useDestination) {
    const found = destination(details, context.addresses);
    if (typeof found === 'string') return fail(found, 'A valid delivery address is required');
    address = found;
  }
  if (method.requiresZipCode) {
    const zipError = expressZipError(details.zipCode ?? address?.postalCode, details.countryCode ?? address?.countryCode);
    if (zipError) return fail(zipError, 'Express delivery needs a Swedish postal code');
  }

  const bad = items.flatMap((item) => {
    const article = context.facts.articles.get(item.article_number);
    const code = item.configuration ? configuredItemError(item, article, resolved.delivery, context) : lineError(article, resolved.delivery, item.quantity);
    return code ? [{ cartItemId: item.id, articleNumber: item.article_number, code }] : [];
  });
  if (bad.length > 0) return fail('invalid_items', 'Some lines cannot be ordered for this delivery', { items: bad });

  const drafted = items.map((item, index): DraftItem => {
    const article = context.facts.articles.get(item.article_number);
    const configuration = storedConfiguration(item.configuration);
    const model = context.models?.get(item.article_number);
    const unitPrice = article ? context.priceBook.price(article.row, configuration ? null : item.quantity) : null;
    const price = unitPrice && configuration && model ? configuredPrice(unitPrice, model, configuration) : unitPrice;
    const quote = item.quote_item_id ? context.quoted?.get(item.quote_item_id) : undefined;
    const byQuote = quoteHolds(quote, item.quantity, context.today);
    // A line the quote still prices costs the quoted net (alloying included in it), nothing else.
    const net = byQuote ? quote.netPrice : ore(price?.netPrice ?? null);
    const alloying = byQuote ? null : ore(price?.alloyingPrice ?? null);
    return {
      position: index + 1,
      cartItemId: item.id,
      articleNumber: item.article_number,
      name: article?.row.name ?? item.article_number,
      quantity: item.quantity,
      unit: configuration ? 'ST' : (article?.unit ?? 'ST'),
      label: item.label || null,
      netPrice: net,
      alloyingPrice: alloying,
      salesPrice: ore(price?.salesPrice ?? null),
      rowTotal: net === null ? null : Math.round((net + (alloying ?? 0)) * item.quantity),
      quoteNumber: byQuote ? quote.quoteNumber : null,
      configuration: configuration ? JSON.stringify(configuration) : null,
      configurationSummary: configuration ? (item.configuration_summary ?? null) : null,
    };
  });
  const orderDetails = {
    ...base,
    reference: details.reference || null,
    goodsLabel: details.goodsLabel || null,
    message: details.message || null,
    contactName: details.contactName || null,
    contactPhone: details.contactPhone || null,
    deliveryAddress: address,
    ...(method.requiresZipCode ? { zipCode: details.zipCode ?? address?.postalCode ?? null } : {}),
  };
  return {
    draft: {
      deliveryId: delivery.delivery_id,
      methodId: method.id,
      locationId: resolved.delivery.locationId,
      requestedDeliveryDate: date,
      reference: details.reference || null,
      details: orderDetails,
      items: drafted,
      totalNet: drafted.reduce((sum, item) => sum + (item.netPrice === null ? 0 : Math.round(item.netPrice * item.quantity)), 0),
      totalAlloying: drafted.reduce((sum, item) => sum + (item.alloyingPrice === null ? 0 : Math.round(item.alloyingPrice * item.quantity)), 0),
    },
  };
}

/** A configured line is ordered only while its configuration still keeps the article's rules. */
function configuredItemError(item: ItemRow, article: ArticleFacts | undefined, delivery: Delivery, context: PlanContext): string | null {
  const configuration = storedConfiguration(item.configuration);
  const checked = configuration ? checkConfiguredLine(context.models?.get(item.article_number), configuration) : { error: 'not_configurable' };
  return 'error' in checked ? checked.error : configuredLineError(article, delivery, item.quantity);
}
