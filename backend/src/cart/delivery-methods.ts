import type { DeliveryMethodId } from '../../../domain/delivery/delivery-methods';

export const CENTRAL_STORAGE_ID = 'CL-01';

/**
 * Spec point 3's delivery methods as the cart service knows them (ids, default and the limited set
 * in domain/delivery). A delivery of a cart is one method from one location; its id is
 * `METHOD:LOCATION` (e.g. `EXH:S-UME-01`), so the id alone tells how and from where.
 */
export interface DeliveryMethod {
  id: DeliveryMethodId;
  name: string;
  orderType: 'standard' | 'express';
  /** Picked up in a store: the location must be a store. */
  pickup: boolean;
  /** Goes to the buyer's address (a delivery address is part of the order). */
  useDestination: boolean;
  requiresZipCode: boolean;
  /** A store service the location must offer (express needs a store that can hand out today). */
  storeService: string | null;
  /** Where it ships from when the id names no location; null means it must be named. */
  defaultLocation: string | null;
  /** The only location types allowed. */
  locationTypes: readonly ('STORE' | 'CENTRAL')[];
}

export const DELIVERY_METHODS: Record<DeliveryMethodId, DeliveryMethod> = {
  DBI: { id: 'DBI', name: 'Utkörning', orderType: 'standard', pickup: false, useDestination: true, requiresZipCode: false, storeService: null, defaultLocation: CENTRAL_STORAGE_ID, locationTypes: ['CENTRAL', 'STORE'] },
  EXH: { id: 'EXH', name: 'Leverans till butik', orderType: 'standard', pickup: true, useDestination: false, requiresZipCode: false, storeService: 'standard-pickup', defaultLocation: null, locationTypes: ['STORE'] },
  XXX: { id: 'XXX', name: 'Expressutkörning', orderType: 'express', pickup: false, useDestination: true, requiresZipCode: true, storeService: 'express-pickup', defaultLocation: null, locationTypes: ['STORE'] },
  // The spec does not show EXB's name; this is ours.
  EXB: { id: 'EXB', name: 'Expresshämtning i butik', orderType: 'express', pickup: true, useDestination: false, requiresZipCode: false, storeService: 'express-pickup', defaultLocation: null, locationTypes: ['STORE'] },
  // "24-12": ordered within a day, delivered before noon; central storage only. A standard order
  // type: it is a timed route from the warehouse, not an express run from a store.
  '24-12': { id: '24-12', name: 'Leverans 24–12', orderType: 'standard', pickup: false, useDestination: true, requiresZipCode: false, storeService: null, defaultLocation: CENTRAL_STORAGE_ID, locationTypes: ['CENTRAL'] },
};
