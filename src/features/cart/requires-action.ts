import { isDeliveryMethodId, type DeliveryMethodId } from '../../../domain/delivery/delivery-methods';
import { purchasability } from '../../lib/catalogue/purchasability';
import type { Stock } from '../../lib/catalogue/variant';

/** Why a line cannot be ordered as it stands (spec point 4). */
export type ActionReason = 'exceedsStock' | 'deliveryUnavailable' | 'variantMissing' | 'notPurchasable' | 'needsReplacement';

/** The prompt the cart shows for it (spec point 4's cart action prompts). */
export type ActionPrompt = 'update_quantity' | 'activate_delivery' | 'missing_order_information' | 'not_confirmed';

export const PROMPT_OF: Record<ActionReason, ActionPrompt> = {
  exceedsStock: 'update_quantity',
  deliveryUnavailable: 'activate_delivery',
  variantMissing: 'missing_order_information',
  notPurchasable: 'not_confirmed',
  needsReplacement: 'not_confirmed',
};

export interface ActionLine {
  quantity: number;
  variantSlug?: string | null | undefined;
  discontinued: boolean;
  filterTags: readonly string[];
  stock?: Stock | null | undefined;
  variant?: { purchaseConstraints: readonly string[]; stockedAt: readonly string[] } | null | undefined;
  /** A configured line (decision 035): its quantity is pieces, each taking this much of the stock. */
  configuration?: { stockPerPiece?: number | null | undefined } | null | undefined;
}

/** What the line takes of the stock, in the article's own unit: 2 pieces of 37 m of cable are 74 m. */
export const stockNeeded = (line: Pick<ActionLine, 'quantity' | 'configuration'>): number => line.quantity * (line.configuration?.stockPerPiece ?? 1);

export interface ActionDelivery {
  /** DBI, EXH, XXX, EXB, 24-12. */
  method: string;
  locationId: string;
  orderType: string;
}

/** Picked up in a store: store stock and the in-store purchase rule apply. */
const PICKUP: ReadonlySet<string> = new Set<DeliveryMethodId>(['EXH', 'EXB']);
/** Home delivery from central storage may be an order product: stock is no limit there. */
const ORDERABLE_WITHOUT_STOCK: ReadonlySet<string> = new Set<DeliveryMethodId>(['DBI']);
export const EXPRESS_TAG = 'express-delivery';

const quantityAt = (stock: Stock | null | undefined, locationId: string) => stock?.locations.find((l) => l.locationId === locationId)?.quantity ?? 0;
const totalStock = (stock: Stock | null | undefined) => (stock?.locations ?? []).reduce((sum, l) => sum + Math.max(0, l.quantity), 0);

/**
 * Every reason a line needs the buyer's action, most fundamental first, and the stock it was
 * measured against. An empty list means the line can be ordered as it is.
 */
export function requiredActions(line: ActionLine, delivery: ActionDelivery): { reasons: ActionReason[]; stock: number } {
  const stock = quantityAt(line.stock, delivery.locationId);
  if (!line.variantSlug || !line.variant) return { reasons: ['variantMissing'], stock };
  const reasons: ActionReason[] = [];
  // A discontinued article with no stock or too little for the line will not come back.
  const needed = stockNeeded(line);
  if (line.discontinued && totalStock(line.stock) < needed) reasons.push('needsReplacement');
  const pickup = PICKUP.has(delivery.method);
  const buyable = purchasability({ ...line.variant, discontinued: false, stock: line.stock }, pickup ? delivery.locationId : undefined);
  if (pickup ? !buyable.inStore : !buyable.online) reasons.push('notPurchasable');
  const express = delivery.orderType === 'express';
  if (!isDeliveryMethodId(delivery.method) || (express && !line.filterTags.includes(EXPRESS_TAG))) reasons.push('deliveryUnavailable');
  if (!ORDERABLE_WITHOUT_STOCK.has(delivery.method) && !reasons.includes('needsReplacement') && needed > stock) reasons.push('exceedsStock');
  return { reasons, stock };
}

/** The distinct prompts for a line's reasons, in their order. */
export const promptsFor = (reasons: readonly ActionReason[]): ActionPrompt[] => [...new Set(reasons.map((reason) => PROMPT_OF[reason]))];
