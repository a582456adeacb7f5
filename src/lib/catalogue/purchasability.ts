import type { Stock } from './variant';

export interface Purchasability {
  online: boolean;
  inStore: boolean;
}

interface PurchasableVariant {
  discontinued: boolean;
  purchaseConstraints: readonly string[];
  stockedAt?: readonly string[];
  stock?: Stock | null | undefined;
}

/**
 * Spec point 5: onlyStore means not purchasable online; mustBeInStockedAt means purchasable in a
 * store only if it is stocked there; by default both. A discontinued article is purchasable only
 * while some location has it; a missing article is not purchasable at all.
 */
export function purchasability(variant: PurchasableVariant | null | undefined, storeId: string | undefined): Purchasability {
  if (!variant) return { online: false, inStore: false };
  if (variant.discontinued && !(variant.stock?.locations ?? []).some((location) => location.quantity > 0)) return { online: false, inStore: false };
  const constraints = new Set(variant.purchaseConstraints);
  const stockedHere = storeId !== undefined && (variant.stockedAt ?? []).includes(storeId);
  return {
    online: !constraints.has('onlyStore'),
    inStore: !constraints.has('mustBeInStockedAt') || stockedHere,
  };
}
