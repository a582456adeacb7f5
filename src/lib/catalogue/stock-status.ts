import { formatUnitQuantity } from '../format/units';
import { t } from '../texts';
import type { Stock, StockLocation } from './variant';

/** green: on the shelf; yellow: on its way (from–to days); gray: order product; red: out. */
export type StockColour = 'green' | 'yellow' | 'gray' | 'red' | 'none';

export interface StockStatus {
  text: string;
  colour: StockColour;
  /** Units on the shelf; -1 when the service knows no location (spec point 9). */
  quantity: number;
}

const UNKNOWN: StockStatus = { text: t('stock.unknown'), colour: 'none', quantity: -1 };
/** Spec point 9's central-storage delivery windows, in days, where the service names none. */
const VIRTUAL_DAYS = [5, 10] as const;
const TRANSIT_PLUS_DAYS = [10, 15] as const;
/** "2–5 dagar"; a window of one length reads "2 dagar" (never "2–2"), one day "1 dag". */
const days = (from: number, to: number) =>
  from >= to ? (to === 1 ? t('stock.deliveryDaysOne') : t('stock.deliveryDaysExact', { days: to })) : t('stock.deliveryDays', { from, to });
const onTheWay = (location: StockLocation) =>
  location.availableFromDays != null && location.availableToDays != null && location.availableToDays > 0 ? days(location.availableFromDays, location.availableToDays) : undefined;

/**
 * Stock in the buyer's store (spec point 9): in store stock with the quantity, not stocked in the
 * store (gray "order product" with the brand's stock colours), or out of stock (yellow with its
 * delivery window when one is known).
 */
export function storeStockStatus(stock: Stock | null | undefined, storeId: string): StockStatus {
  if (!stock || stock.locations.length === 0) return UNKNOWN;
  const location = stock.locations.find((candidate) => candidate.locationId === storeId);
  if (!location || !location.stocked) return { text: t('stock.not_stocked_in_store'), colour: 'gray', quantity: location?.quantity ?? 0 };
  if (location.quantity > 0) return { text: t('stock.in_store_stock'), colour: 'green', quantity: location.quantity };
  const incoming = onTheWay(location);
  return incoming ? { text: incoming, colour: 'yellow', quantity: 0 } : { text: t('stock.out_of_stock'), colour: 'red', quantity: 0 };
}

/**
 * Stock for delivery from the central warehouse: in central stock; transit plus 10–15 days and
 * virtual 5–10 days by default (a virtual location counts as in stock); incoming with its window;
 * otherwise an order product.
 */
export function centralStockStatus(stock: Stock | null | undefined, centralStorageId: string): StockStatus {
  if (!stock || stock.locations.length === 0) return UNKNOWN;
  const central = stock.locations.find((candidate) => candidate.locationId === centralStorageId);
  if (central && central.quantity > 0) return { text: t('stock.in_central_stock'), colour: 'green', quantity: central.quantity };
  if (stock.stockType === 'VIR') return { text: days(...VIRTUAL_DAYS), colour: 'green', quantity: central?.quantity ?? 0 };
  if (stock.stockType === 'TRA_PLUS') return { text: days(...TRANSIT_PLUS_DAYS), colour: 'yellow', quantity: central?.quantity ?? 0 };
  const incoming = central ? onTheWay(central) : undefined;
  if (incoming) return { text: incoming, colour: 'yellow', quantity: 0 };
  return { text: t('stock.order_product'), colour: 'gray', quantity: central?.quantity ?? 0 };
}

/** Units the spec's stock label (' st ') names rightly: pieces. */
const PIECES = new Set(['ST', 'STK']);

/**
 * "12 st" with the spec's unit label, for a status that has a quantity to show. Given the
 * article's own unit, stock of anything not sold in pieces is said in that unit ("605 m" of a
 * cable), so a cart line of cut pieces is never read as 605 pieces.
 */
export function stockQuantityLabel(status: StockStatus, unit?: string): string {
  if (status.quantity <= 0) return '';
  return unit && !PIECES.has(unit.toUpperCase()) ? formatUnitQuantity(status.quantity, unit) : `${status.quantity}${t('stock.unit').trimEnd()}`;
}

/** Spec point 5: the order multiple of the single location, or of the matching one; default 1. */
export function orderMultiple(stock: Stock | null | undefined, locationId: string | undefined): number {
  const locations = stock?.locations ?? [];
  const location = locations.length === 1 ? locations[0] : locations.find((candidate) => candidate.locationId === locationId);
  return location && location.orderMultiple > 0 ? location.orderMultiple : 1;
}
