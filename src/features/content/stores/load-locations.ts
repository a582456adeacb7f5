import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { upstreamRequest } from '../../../lib/upstream';
import { WEEKDAYS, type WeeklyHours } from '../../../lib/upstream/content';
import { getRequestContext } from '../../../lib/request';

/**
 * Stores from the location service (spec point 7): all pickup stores, and those matching a town
 * or postal code (POST /locations/addresses/search). Opening hours arrive as opens/closes per
 * weekday and are written the way content writes them, so one set of rules reads both.
 */

const Hours = z.object({ opens: z.string(), closes: z.string() }).nullable();
const StoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
  location: z.object({ lat: z.number(), lon: z.number() }),
  phone: z.string(),
  email: z.string(),
  openingHours: z.record(z.string(), Hours),
  services: z.array(z.string()),
});
const StoresAnswer = z.object({ data: z.array(StoreSchema) });

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

function toStore(store: z.infer<typeof StoreSchema>): LocationStore {
  const openingHours: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const hours = store.openingHours[day];
    openingHours[day] = hours ? `${hours.opens}-${hours.closes}` : 'Stängt';
  }
  return { id: store.id, name: store.name, street: store.address.street, postalCode: store.address.postalCode, city: store.address.city, location: store.location, phone: store.phone, openingHours };
}

const locationService = () => getRequestContext().services.location;

export const loadPickupStores = cache(async (): Promise<LocationStore[]> => {
  const answer = await upstreamRequest(locationService(), { path: '/locations', query: { type: 'STORE' }, schema: StoresAnswer });
  return answer.data.map(toStore);
});

/** Stores whose name, town or postal code match every word of the query. */
export const searchStoreAddresses = cache(async (query: string): Promise<LocationStore[]> => {
  const answer = await upstreamRequest(locationService(), { method: 'POST', path: '/locations/addresses/search', body: { query }, schema: StoresAnswer });
  return answer.data.map(toStore);
});
