import type { BackendEnv } from '../backend-env';
import { createRouter } from '../lib/create-router';
import { loadVerificationKeys } from '../lib/signing-key';

/** The public signing key(s), for the shop (and anyone) to verify access tokens with jose. */
export const jwksRoutes = createRouter<BackendEnv>();

jwksRoutes.get('/.well-known/jwks.json', async (c) => {
  const keys = await loadVerificationKeys(c.env.AUTH_SIGNING_JWK, c.env.AUTH_SIGNING_JWK_PREVIOUS);
  // Short caching: a rotated key must reach verifiers well within an access token's lifetime.
  // During a rotation both public halves are published, the current one first.
  return c.json({ keys: keys.map((key) => key.publicJwk) }, 200, { 'Cache-Control': 'public, max-age=300' });
});
