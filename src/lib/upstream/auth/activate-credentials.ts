import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** POST /users/credentials/activate: sets the password with the one-time token from the e-mail. */
export async function activateCredentials(auth: UpstreamService, input: { token: string; newPassword: string }): Promise<void> {
  await upstreamRequest(auth, { method: 'POST', path: '/users/credentials/activate', body: input, schema: z.unknown() });
}
