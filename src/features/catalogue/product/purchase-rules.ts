import { purchasability } from '../../../lib/catalogue/purchasability';
import { orderMultiple } from '../../../lib/catalogue/stock-status';
import type { Stock } from '../../../lib/catalogue/variant';
import type { TextKey } from '../../../lib/texts';

export interface PurchaseRules {
  /** Purchasable online or in the chosen store. */
  purchasable: boolean;
  /** Spec point 5: the quantity steps in this multiple. */
  multiple: number;
  /** The constraints in words, most important first. */
  notes: TextKey[];
}

interface Input {
  discontinued: boolean;
  purchaseConstraints: readonly string[];
  stockedAt: readonly string[];
  stock: Stock | null | undefined;
}

/**
 * Spec point 5 in words for the buyer: where the article can be bought, and in which steps. The
 * rules themselves live in lib/catalogue; this only decides what to say about their outcome.
 */
export function purchaseRules(variant: Input, storeId: string): PurchaseRules {
  const { online, inStore } = purchasability(variant, storeId);
  const constraints = new Set(variant.purchaseConstraints);
  const notes: TextKey[] = [];
  if (variant.discontinued && !online && !inStore) notes.push('product.purchase.discontinued');
  else {
    if (!online) notes.push('product.purchase.onlyStore');
    if (!inStore) notes.push('product.purchase.notInThisStore');
    else if (constraints.has('mustBeInStockedAt')) notes.push('product.purchase.onlyStockingStores');
  }
  return { purchasable: online || inStore, multiple: orderMultiple(variant.stock, storeId), notes };
}
