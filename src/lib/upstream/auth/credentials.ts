import 'server-only';
import { z } from 'zod';
import { upstreamRequest, type UpstreamService } from '..';

/** POST /users/credentials/request: a sign-up or reset e-mail (always accepted, never tells). */
export async function requestCredentials(auth: UpstreamService, input: { email: string; type: 'signup' | 'reset' }): Promise<void> {
  await upstreamRequest(auth, { method: 'POST', path: '/users/credentials/request', body: input, schema: z.unknown() });
}

/** POST /users/credentials/activate: sets the password with the one-time token from the e-mail. */
export async function activateCredentials(auth: UpstreamService, input: { token: string; newPassword: string }): Promise<void> {
  await upstreamRequest(auth, { method: 'POST', path: '/users/credentials/activate', body: input, schema: z.unknown() });
}
