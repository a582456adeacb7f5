import type { Delivery } from './delivery-id';
import { checkQuantity, type QuantityError } from './quantity';

/** What the rules need of an article: its catalogue row's flags and its stock rows. */
export interface ArticleFacts {
  unit: string;
  discontinued: boolean;
  purchaseConstraints: readonly string[];
  filterTags: readonly string[];
  stock: readonly { location_id: string; quantity: number; stocked: number; order_multiple: number }[];
}

export type LineError = QuantityError | 'unknown_article' | 'not_purchasable' | 'express_not_available';

export const EXPRESS_TAG = 'express-delivery';

/** Spec point 5: from the delivery's location row, else any row (all rows agree), else 1. */
export function orderMultipleAt(article: ArticleFacts, locationId: string): number {
  const row = article.stock.find((s) => s.location_id === locationId) ?? article.stock[0];
  return row?.order_multiple ?? 1;
}

/**
 * Whether the article may go to this delivery at all (spec point 5's purchase constraints):
 * onlyStore is never delivered, mustBeInStockedAt is picked up only where stocked, a discontinued
 * article only while some location still has it, express only for articles tagged for it.
 */
export function purchaseError(article: ArticleFacts, delivery: Delivery): LineError | null {
  if (article.discontinued && !article.stock.some((s) => s.quantity > 0)) return 'not_purchasable';
  const constraints = new Set(article.purchaseConstraints);
  if (!delivery.method.pickup && constraints.has('onlyStore')) return 'not_purchasable';
  if (delivery.method.pickup && constraints.has('mustBeInStockedAt') && !article.stock.some((s) => s.location_id === delivery.locationId && s.stocked === 1)) {
    return 'not_purchasable';
  }
  if (delivery.method.orderType === 'express' && !article.filterTags.includes(EXPRESS_TAG)) return 'express_not_available';
  return null;
}

/** Every rule a cart line must pass: the article exists, may go to the delivery, the quantity fits. */
export function lineError(article: ArticleFacts | undefined, delivery: Delivery, quantity: number): LineError | null {
  if (!article) return 'unknown_article';
  return purchaseError(article, delivery) ?? checkQuantity(quantity, { unit: article.unit, orderMultiple: orderMultipleAt(article, delivery.locationId) });
}

/**
 * A configured line (decision 035) counts whole cut pieces: the article's unit and order multiple
 * describe the drum or bar, not the piece, so only the purchase rules carry over.
 */
export function configuredLineError(article: ArticleFacts | undefined, delivery: Delivery, pieces: number): LineError | null {
  if (!article) return 'unknown_article';
  return purchaseError(article, delivery) ?? checkQuantity(pieces, { unit: 'ST', orderMultiple: 1 });
}
