import 'server-only';
import { cache } from 'react';
import { WEEKDAYS, type WeeklyHours } from '../../../lib/upstream/content';
import { getRequestContext } from '../../../lib/request';

import { getLocations, type Location } from '../../../lib/upstream/location/get-locations';
import { searchLocationAddresses } from '../../../lib/upstream/location/search-location-addresses';


/**
 * Stores from the location service (spec point 7): all pickup stores, and those matching a town
 * or postal code (POST /locations/addresses/search). Opening hours arrive as opens/closes per
 * weekday and are written the way content writes them, so one set of rules reads both.
 */

export interface LocationStore {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  location: { lat: number; lon: number };
  phone: string;
  openingHours: WeeklyHours;
}

/**
 * The finder's view of a location. A store without a full address or coordinates cannot be
 * listed or measured from a place, so it is left out; a day without hours is closed.
 */
function toStore(store: Location): LocationStore[] {
  const { street, postalCode, city } = store.address ?? {};
  const { location } = store;
  if (street === undefined || postalCode === undefined || city === undefined || !location) return [];
  const openingHours: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const hours = store.openingHours?.[day];
    openingHours[day] = hours ? `${hours.opens}-${hours.closes}` : 'Stängt';
  }
  return [{ id: store.id, name: store.name, street, postalCode, city, location, phone: store.phone ?? '', openingHours }];
}

const locationService = () => getRequestContext().services.location;

export const loadPickupStores = cache(async (): Promise<LocationStore[]> => {
  const stores = await getLocations(locationService(), { type: 'STORE' });
  return stores.flatMap(toStore);
});

/** Stores whose name, town or postal code match every word of the query. */
export const searchStoreAddresses = cache(async (query: string): Promise<LocationStore[]> => {
  const stores = await searchLocationAddresses(locationService(), query);
  return stores.flatMap(toStore);
});
