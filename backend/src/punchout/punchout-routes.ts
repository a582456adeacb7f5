import { z } from 'zod';
import { forbidden } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateQuery } from '../lib/validate';
import { clientAddress } from '../auth/client-address';
import { CxmlSetupRequestSchema, CxmlStartRequestSchema } from './cxml-schemas';
import { createCxmlSetup, startCxmlSession } from './cxml-setup';
import { findMappingRules } from './mapping-rules-repository';

/**
 * Punch-out in the auth service: the cXML setup (shared-secret check, one-time start token), the
 * start that signs the browser in, and each customer's mapping rules for the transfer. The OCI
 * sign-in itself is POST /v2/oci/sessions (auth/session-routes.ts).
 */
export const punchoutRoutes = createRouter<AuthEnv>();

// Tokens and start links must never be stored by a cache between the shop and us.
const NO_STORE = { 'Cache-Control': 'no-store' };

punchoutRoutes.post('/v2/oci/cxml/setups', limitJsonBody(), validateJson(CxmlSetupRequestSchema), async (c) => {
  const answer = await createCxmlSetup(c.env, c.req.valid('json'), { client: clientAddress(c), now: Date.now() });
  return c.json(answer, 201, NO_STORE);
});

punchoutRoutes.post('/v2/oci/cxml/starts', limitJsonBody(), validateJson(CxmlStartRequestSchema), async (c) => {
  return c.json(await startCxmlSession(c.env, c.req.valid('json').startToken, Date.now()), 200, NO_STORE);
});

const RulesQuery = z.object({ customerId: z.string().trim().min(1).max(40).optional() });

/** The caller's customer's rules (default: their first customer); only customers in their token. */
punchoutRoutes.get('/v2/oci/mapping-rules', requireAuth(), validateQuery(RulesQuery), async (c) => {
  const permissions = c.var.auth.customerPermissions;
  const customerId = c.req.valid('query').customerId ?? permissions[0]?.customerId;
  if (!customerId || !permissions.some((p) => p.customerId === customerId)) throw forbidden('Not one of your customers');
  return c.json(await findMappingRules(c.env.DB, customerId));
});
