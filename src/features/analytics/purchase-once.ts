/**
 * Spec point 7: a purchase is reported once per order. The receipt page may be reloaded, opened
 * again from history or restored by the browser; the order ids already reported are kept in
 * localStorage (it outlives the tab, unlike sessionStorage) and a known id is never pushed again.
 */
const STORAGE_KEY = 'analytics-purchases';
/** Enough to cover any buyer's recent orders; the oldest drop off. */
const MAX_REMEMBERED = 50;

function remembered(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** True the first time an order id is seen (and remembers it); false ever after. */
export function claimPurchase(orderId: string, storage: Storage): boolean {
  const ids = remembered(storage);
  if (ids.includes(orderId)) return false;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify([...ids, orderId].slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or blocked: report this once now rather than never.
  }
  return true;
}
