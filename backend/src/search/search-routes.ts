import { validator } from 'hono/validator';
import type { BackendEnv } from '../backend-env';
import { badRequest } from '../lib/api-error';
import { createRouter } from '../lib/create-router';
import { describeIssues, limitJsonBody, validateJson } from '../lib/validate';
import { devTrackingRoutes } from './dev-tracking-routes';
import { EntitiesBodySchema, loadEntitiesByAttribute } from './entities-by-attribute';
import { runSearch } from './run-search';
import { SearchBodySchema, SearchHeadersSchema } from './search-request';
import { storeTrackingEvents, TrackingBodySchema } from './tracking-events';
import { optionalAuth, trackingIdentity } from './tracking-identity';

/** The search service: product search with facets, lookups by attribute, tracking events. */
export const searchRoutes = createRouter<BackendEnv>();

const validateSearchHeaders = validator('header', (headers) => {
  const parsed = SearchHeadersSchema.safeParse({ 'api-version': headers['api-version'], 'user-id': headers['user-id'] });
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
});

// Search answers hold no prices and nothing per user, but vary with every body: not cached here.
searchRoutes.post('/search', validateSearchHeaders, limitJsonBody(), validateJson(SearchBodySchema), async (c) =>
  c.json(await runSearch(c.env.DB, c.req.valid('json')), 200, { 'Cache-Control': 'no-store' }),
);

searchRoutes.post('/getEntitiesByAttribute', validateSearchHeaders, limitJsonBody(), validateJson(EntitiesBodySchema), async (c) =>
  c.json({ result: await loadEntitiesByAttribute(c.env.DB, c.req.valid('json')) }),
);

// Events of anonymous visitors and of signed-in buyers; a user or customer only as the token proves.
searchRoutes.post('/createEvents', validateSearchHeaders, limitJsonBody(), optionalAuth(), validateJson(TrackingBodySchema), async (c) => {
  const body = c.req.valid('json');
  const identity = trackingIdentity(c.get('auth'), c.req.valid('header')['user-id'], body.customerId);
  const accepted = await storeTrackingEvents(c.env.DB, body, identity);
  return c.json({ trackingId: body.trackingId, accepted }, 202);
});

searchRoutes.route('/', devTrackingRoutes);
