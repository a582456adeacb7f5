import { minutesOf } from '../../../domain/calendar';
import { DELIVERY_METHOD_IDS, LIMITED_DELIVERY_METHODS, type DeliveryMethodId } from '../../../domain/delivery/delivery-methods';

/** One of spec point 3's delivery methods (ids in domain/delivery), as the delivery page offers it. */
export interface DeliveryMethod {
  id: DeliveryMethodId;
  orderType: 'standard' | 'express';
  /** What the buyer must add: a store to pick up at, or an address (and for express a zip code). */
  needsStore: boolean;
  useDestination: boolean;
  requiresZipCode: boolean;
  /** The store service a pickup store must offer. */
  storeService: 'standard-pickup' | 'express-pickup' | null;
  /** Ships from central storage only, so EJ_ALLA_LEVERANSSATT removes it. */
  centralStorage: boolean;
  /** Stockholm wall-clock hours in which the method can be chosen ("24:00" = end of day). */
  availableBetweenHours: { start: string; end: string };
}

/**
 * The windows follow what each method promises: express runs are dispatched from stores in their
 * opening hours, and 24-12 (delivered before noon) must be ordered while the warehouse still picks
 * for the evening route. Standard delivery and pickup can always be ordered.
 */
export const DELIVERY_METHODS: Readonly<Record<DeliveryMethodId, DeliveryMethod>> = {
  DBI: { id: 'DBI', orderType: 'standard', needsStore: false, useDestination: true, requiresZipCode: false, storeService: null, centralStorage: false, availableBetweenHours: { start: '00:00', end: '24:00' } },
  EXH: { id: 'EXH', orderType: 'standard', needsStore: true, useDestination: false, requiresZipCode: false, storeService: 'standard-pickup', centralStorage: false, availableBetweenHours: { start: '00:00', end: '24:00' } },
  XXX: { id: 'XXX', orderType: 'express', needsStore: false, useDestination: true, requiresZipCode: true, storeService: 'express-pickup', centralStorage: false, availableBetweenHours: { start: '06:00', end: '15:00' } },
  EXB: { id: 'EXB', orderType: 'express', needsStore: true, useDestination: false, requiresZipCode: false, storeService: 'express-pickup', centralStorage: false, availableBetweenHours: { start: '06:00', end: '17:00' } },
  '24-12': { id: '24-12', orderType: 'standard', needsStore: false, useDestination: true, requiresZipCode: false, storeService: null, centralStorage: true, availableBetweenHours: { start: '00:00', end: '18:00' } },
};

export function isOpenAt(method: DeliveryMethod, minutesNow: number): boolean {
  const { start, end } = method.availableBetweenHours;
  return minutesNow >= minutesOf(start) && minutesNow < minutesOf(end);
}

/** The methods a buyer can choose now: open windows, and only the limited set when denied. */
export function offeredMethods(input: { minutesNow: number; allDeliveryMethods: boolean }): DeliveryMethod[] {
  return DELIVERY_METHOD_IDS.map((id) => DELIVERY_METHODS[id]).filter(
    (method) => (input.allDeliveryMethods || LIMITED_DELIVERY_METHODS.includes(method.id)) && isOpenAt(method, input.minutesNow),
  );
}

/** `DBI:CL-01` → method and location; a bare method has no location. */
export function splitDeliveryId(deliveryId: string): { methodId: string; locationId: string } {
  const at = deliveryId.indexOf(':');
  return at < 0 ? { methodId: deliveryId, locationId: '' } : { methodId: deliveryId.slice(0, at), locationId: deliveryId.slice(at + 1) };
}
