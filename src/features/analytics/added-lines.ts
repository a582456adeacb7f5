import type { CartChange } from './cart-change-analytics';

interface HeldLine {
  articleNumber: string;
  deliveryId: string;
  quantity: number;
}

/**
 * What a batch add really added: the lines the cart service answers (absolute quantities, spec
 * point 4) against what the cart held before. Used where a batch adds many articles at once
 * (spreadsheet import, shopping list, favourites, reorder, an accepted quote).
 */
export function addedLines(before: readonly HeldLine[], after: readonly HeldLine[]): CartChange[] {
  const held = new Map(before.map((line) => [`${line.articleNumber} ${line.deliveryId}`, line.quantity]));
  return after
    .map((line) => ({ articleNumber: line.articleNumber, quantity: line.quantity - (held.get(`${line.articleNumber} ${line.deliveryId}`) ?? 0) }))
    .filter((change) => change.quantity > 0);
}
