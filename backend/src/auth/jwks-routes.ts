import type { BackendEnv } from '../backend-env';
import { createRouter } from '../lib/create-router';
import { loadSigningKeys } from '../lib/signing-key';

/** The public signing key(s), for the shop (and anyone) to verify access tokens with jose. */
export const jwksRoutes = createRouter<BackendEnv>();

jwksRoutes.get('/.well-known/jwks.json', async (c) => {
  const { publicJwk } = await loadSigningKeys(c.env.AUTH_SIGNING_JWK);
  // Short caching: a rotated key must reach verifiers well within an access token's lifetime.
  return c.json({ keys: [publicJwk] }, 200, { 'Cache-Control': 'public, max-age=300' });
});
