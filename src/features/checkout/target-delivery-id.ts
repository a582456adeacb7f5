import type { DeliveryPlan } from './validate-delivery';
import { splitDeliveryId } from './delivery-methods';

/**
 * The delivery id a delivery's lines belong under after the buyer's choice, or null when the
 * location must come from the zip-code lookup (express delivery). Keeping the current id when
 * method and store are unchanged leaves a delivery from a store (DBI:S-UME-01) where it is.
 */
export function targetDeliveryId(plan: DeliveryPlan): string | null {
  const current = splitDeliveryId(plan.deliveryId);
  if (plan.method.needsStore) return `${plan.method.id}:${plan.storeId ?? ''}`;
  if (plan.method.requiresZipCode) return null;
  // The cart service fills in the method's own location (central storage) for a bare method.
  return current.methodId === plan.method.id ? plan.deliveryId : plan.method.id;
}
