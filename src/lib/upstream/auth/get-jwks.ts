import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** At most 20 keys: enough for any rotation, too few to make a hostile answer costly. */
export const JwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())).max(20) });
export type Jwks = z.infer<typeof JwksSchema>;

/**
 * GET /.well-known/jwks.json: the auth service's public keys for verifying access tokens. A short
 * time-out: every signed-in page waits for this when the keys are not cached yet.
 */
export function getJwks(auth: UpstreamService): Promise<Jwks> {
  return upstreamRequest(auth, { path: '/.well-known/jwks.json', schema: JwksSchema, timeoutMs: 2000 });
}
