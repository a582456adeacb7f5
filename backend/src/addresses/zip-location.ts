import type { DeliveryMethod } from '../cart/delivery-methods';
import type { Store } from '../locations/store';

/**
 * The location serving a postal code for a delivery method. Methods with a default location
 * (home delivery, 24-12) ship from central storage; the others need a store offering the
 * method's service, and Swedish postal codes are numbered by region, so the store with the
 * nearest code is the nearest store (a good guess without a geocoder).
 */
export function locationForZip(zip: string, method: DeliveryMethod, stores: readonly Store[]): Store | null {
  if (method.defaultLocation) return stores.find((store) => store.id === method.defaultLocation) ?? null;
  const target = Number(zip);
  let best: Store | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const store of stores) {
    if (store.type !== 'STORE' || (method.storeService && !store.services.includes(method.storeService))) continue;
    const distance = Math.abs(Number(store.address.postalCode.replace(/\s+/g, '')) - target);
    if (distance < bestDistance || (distance === bestDistance && best && store.id < best.id)) [best, bestDistance] = [store, distance];
  }
  return best;
}
