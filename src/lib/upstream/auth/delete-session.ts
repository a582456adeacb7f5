import 'server-only';
import { z } from 'zod';
import { upstreamRequest, type UpstreamService } from '..';

/** DELETE /v2/sessions/{id}: revokes the refresh token family of this sign-in. */
export async function deleteSession(auth: UpstreamService, input: { sessionId: string; accessToken: string }): Promise<void> {
  await upstreamRequest(auth, {
    method: 'DELETE',
    path: `/v2/sessions/${encodeURIComponent(input.sessionId)}`,
    token: input.accessToken,
    schema: z.unknown(),
  });
}
