import { z } from 'zod';
import type { BackendEnv } from '../backend-env';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateQuery } from '../lib/validate';
import { storeMatches } from './store-search';
import { loadStores } from './store-repository';

/**
 * The location service. Public: anonymous visitors use the store finder (/hitta-butik), and the
 * list holds nothing per user.
 */
export const locationsRoutes = createRouter<BackendEnv>();

const LocationsQuery = z.object({
  service: z.string().trim().min(1).max(50).optional(),
  type: z.enum(['STORE', 'CENTRAL']).optional(),
});

locationsRoutes.get('/locations', validateQuery(LocationsQuery), async (c) => {
  const { service, type } = c.req.valid('query');
  const data = (await loadStores(c.env.DB)).filter(
    (store) => (!service || store.services.includes(service)) && (!type || store.type === type),
  );
  return c.json({ data }, 200, { 'Cache-Control': 'public, max-age=300' });
});

const AddressSearchBody = z.object({ query: z.string().trim().min(1).max(100) });

locationsRoutes.post('/locations/addresses/search', limitJsonBody(), validateJson(AddressSearchBody), async (c) => {
  const { query } = c.req.valid('json');
  // Only pickup stores: the central warehouse is not a place a buyer can go.
  const data = (await loadStores(c.env.DB)).filter((store) => store.type === 'STORE' && storeMatches(store, query));
  return c.json({ data });
});
