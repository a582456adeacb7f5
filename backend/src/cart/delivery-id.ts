import { isDeliveryMethodId, LIMITED_DELIVERY_METHODS } from '../../../domain/delivery/delivery-methods';
import { DELIVERY_METHODS, type DeliveryMethod } from './delivery-methods';

/** What the location service knows of a place goods can ship from or be picked up at. */
export interface LocationInfo {
  id: string;
  type: 'STORE' | 'CENTRAL';
  services: readonly string[];
}

export interface Delivery {
  /** Canonical id: `METHOD:LOCATION`. */
  deliveryId: string;
  method: DeliveryMethod;
  locationId: string;
  locationType: 'STORE' | 'CENTRAL';
}

export type DeliveryError = 'invalid_delivery' | 'location_required' | 'unknown_location' | 'location_not_allowed' | 'delivery_not_allowed';

/** What a client may send: a method alone (`DBI`) or with its location (`EXH:S-UME-01`). */
export const DELIVERY_ID_PATTERN = /^(DBI|EXH|XXX|EXB|24-12)(?::([A-Z0-9][A-Z0-9-]{1,19}))?$/;

export const toDeliveryId = (methodId: string, locationId: string) => `${methodId}:${locationId}`;

/**
 * Resolves a delivery id against the known locations: fills in the method's default location,
 * and refuses locations the method cannot use (pickup needs a store offering the service, 24-12
 * ships only from central storage). `limited` is EJ_ALLA_LEVERANSSATT.
 */
export function resolveDelivery(
  raw: string,
  locations: ReadonlyMap<string, LocationInfo>,
  { limited = false }: { limited?: boolean } = {},
): { delivery: Delivery } | { error: DeliveryError } {
  const match = DELIVERY_ID_PATTERN.exec(raw.trim().toUpperCase());
  const methodId = match?.[1];
  if (!match || !methodId || !isDeliveryMethodId(methodId)) return { error: 'invalid_delivery' };
  const method = DELIVERY_METHODS[methodId];
  if (limited && !LIMITED_DELIVERY_METHODS.includes(method.id)) return { error: 'delivery_not_allowed' };
  const locationId = match[2] ?? method.defaultLocation;
  if (!locationId) return { error: 'location_required' };
  const location = locations.get(locationId);
  if (!location) return { error: 'unknown_location' };
  if (!method.locationTypes.includes(location.type)) return { error: 'location_not_allowed' };
  if (location.type === 'STORE' && method.storeService && !location.services.includes(method.storeService)) return { error: 'location_not_allowed' };
  return { delivery: { deliveryId: toDeliveryId(method.id, location.id), method, locationId: location.id, locationType: location.type } };
}

/** The method and location of a stored (already canonical) delivery id. */
export function splitDeliveryId(deliveryId: string): { methodId: string; locationId: string } {
  const separator = deliveryId.indexOf(':');
  return separator < 0 ? { methodId: deliveryId, locationId: '' } : { methodId: deliveryId.slice(0, separator), locationId: deliveryId.slice(separator + 1) };
}

/** A delivery id as a path names it ('dbi', 'DBI:CL-01') in the stored form, for lookups. */
export function normalizeDeliveryId(raw: string): string {
  const text = raw.trim().toUpperCase();
  const match = DELIVERY_ID_PATTERN.exec(text);
  const methodId = match?.[1];
  if (!match || !methodId || !isDeliveryMethodId(methodId)) return text;
  const locationId = match[2] ?? DELIVERY_METHODS[methodId].defaultLocation;
  return locationId ? toDeliveryId(methodId, locationId) : text;
}
