import { centralStockStatus, orderMultiple, storeStockStatus, type StockStatus } from '../../../lib/catalogue/stock-status';
import { purchasability } from '../../../lib/catalogue/purchasability';
import type { OfferVariant, Price } from '../../../lib/catalogue/variant';
import { formatPrice, unitName } from '../../../lib/format';
import { analyticsPrice } from '../../analytics';

/**
 * What a product card shows of one customer's price and stock, worked out on the server from the
 * batched getVariants answer. Only display strings leave this module, so the RSC payload carries
 * the text a buyer sees and never the upstream price object.
 */
export type PriceView =
  /** EJ_SE_PRISER: nothing at all, not even a hint that a price exists. */
  | { kind: 'hidden' }
  | { kind: 'sign-in' }
  | { kind: 'ask' }
  | { kind: 'unavailable' }
  | { kind: 'amount'; amount: string; unit: string; before: string | undefined; alloying: string | undefined };

export interface CardOffer {
  price: PriceView;
  store: StockStatus;
  central: StockStatus;
  /** The article's own unit, which its stock is counted in. */
  unit?: string | undefined;
  orderMultiple: number;
  online: boolean;
  inStore: boolean;
  /** The data layer's price (netPrice + alloyingPrice); absent for a buyer who may not see prices. */
  analyticsPrice?: number;
}

export interface Viewer {
  signedIn: boolean;
  viewPrices: boolean;
}

export interface StockPlaces {
  storeId: string;
  centralStorageId: string;
}

/** "RLE" → "rulle": the unit word after the price ("/rulle"), from the one table in lib/format. */
export function unitLabel(unit: string): string {
  return unitName(unit);
}

export function priceView(price: Price | null | undefined, viewer: Viewer): PriceView {
  if (!viewer.signedIn) return { kind: 'sign-in' };
  if (!viewer.viewPrices) return { kind: 'hidden' };
  if (!price) return { kind: 'unavailable' };
  if (price.askForPrice) return { kind: 'ask' };
  if (price.netPrice == null) return { kind: 'unavailable' };
  const before = price.preCampaignPrice != null && price.preCampaignPrice > price.netPrice ? formatPrice(price.preCampaignPrice) : undefined;
  // The surcharge is never folded into the price: the card names it as the cart does (decision 020).
  const alloying = price.alloyingPrice != null && price.alloyingPrice > 0 ? formatPrice(price.alloyingPrice) : undefined;
  return { kind: 'amount', amount: formatPrice(price.netPrice), unit: unitLabel(price.salesPriceUnit), before, alloying };
}

/** A card's offer; a variant the commerce service did not return shows no stock and no price. */
export function toCardOffer(variant: OfferVariant | undefined, viewer: Viewer, places: StockPlaces): CardOffer {
  const stock = variant?.stock;
  const can = purchasability(variant, places.storeId);
  const price = viewer.signedIn && viewer.viewPrices && variant?.price && !variant.price.askForPrice ? analyticsPrice(variant.price.netPrice, variant.price.alloyingPrice) : undefined;
  return {
    ...(price === undefined ? {} : { analyticsPrice: price }),
    price: variant ? priceView(variant.price, viewer) : unavailablePrice(viewer),
    store: storeStockStatus(stock, places.storeId),
    central: centralStockStatus(stock, places.centralStorageId),
    unit: variant?.unit,
    // Default delivery (DBI) ships from the central storage: its multiple applies.
    orderMultiple: orderMultiple(stock, places.centralStorageId),
    online: can.online,
    inStore: can.inStore,
  };
}

/** When the call failed: the same for every card, never an error page for a listing. */
export const unavailablePrice = (viewer: Viewer): PriceView => (viewer.signedIn ? (viewer.viewPrices ? { kind: 'unavailable' } : { kind: 'hidden' }) : { kind: 'sign-in' });
