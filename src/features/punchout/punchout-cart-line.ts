import { formatUnitQuantity } from '../../lib/format/units';

/**
 * One cart row as the punch-out transfer needs it (spec point 3, cart-item to external order form
 * mapping). Deliberately plain: whichever cart client the cart pages use maps its items to this,
 * and the OCI and cXML builders never see a cart service's own shape.
 */
export interface PunchoutCartLine {
  articleNumber: string;
  name: string;
  quantity: number;
  /** The shop's unit code, e.g. 'STK', 'M', 'FP'. */
  unit: string;
  /** Net unit price in SEK; absent when the buyer's price is unknown (the row is flagged 'price'). */
  netPrice?: number | undefined;
  /** availableToDays of the stock location the item is delivered from; absent → 1 day. */
  availableToDays?: number | undefined;
  /** The product's SSG attribute, sent as the external product id. */
  ssg?: string | undefined;
  /** Names of the product's breadcrumb parents, root first (company B's material group). */
  breadcrumbParents: readonly string[];
  /** A longer description than the 40-character short text; defaults to the full name. */
  longText?: string | undefined;
  /** What the short text must end with whatever its length: a configured line's cut ("– 37 m"). */
  descriptionEnding?: string | undefined;
}

/** A row the buyer must see before transfer (spec point 5: error 'price' when a price is missing). */
export interface PriceFlag {
  /** The line's OCI index, from 1. */
  index: number;
  articleNumber: string;
  name: string;
  /** The line's quantity in words ("3 rullar"), so the buyer knows which line is meant. */
  quantity: string;
  error: 'price';
}

/** Who the cart is transferred for: custom fields may name the customer or the project. */
export interface PunchoutBuyer {
  customerId: string;
  projectId?: string | undefined;
}

export const hasPrice = (line: PunchoutCartLine): line is PunchoutCartLine & { netPrice: number } =>
  typeof line.netPrice === 'number' && Number.isFinite(line.netPrice);

export function priceFlags(lines: readonly PunchoutCartLine[]): PriceFlag[] {
  return lines.flatMap((line, position) =>
    hasPrice(line) ? [] : [{ index: position + 1, articleNumber: line.articleNumber, name: line.name, quantity: formatUnitQuantity(line.quantity, line.unit), error: 'price' as const }],
  );
}

/** Spec point 9: the lead time when the stock location does not say. */
export const DEFAULT_LEAD_TIME_DAYS = 1;

export const leadTimeDays = (line: PunchoutCartLine): number =>
  typeof line.availableToDays === 'number' && Number.isInteger(line.availableToDays) && line.availableToDays >= 0
    ? line.availableToDays
    : DEFAULT_LEAD_TIME_DAYS;
