import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** POST /users/credentials/request: a sign-up or reset e-mail (always accepted, never tells). */
export async function requestCredentials(auth: UpstreamService, input: { email: string; type: 'signup' | 'reset' }): Promise<void> {
  await upstreamRequest(auth, { method: 'POST', path: '/users/credentials/request', body: input, schema: z.unknown() });
}
