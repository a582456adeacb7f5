import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { AuditEntrySchema, type AuditEntry } from './user-admin-schemas';

/** GET /v2/users/{id}/audit (admins): who changed what and when, newest first. */
export async function getUserAudit(auth: UpstreamService, input: { accessToken: string; userId: string }): Promise<AuditEntry[]> {
  const answer = await upstreamRequest(auth, {
    path: `/v2/users/${encodeURIComponent(input.userId)}/audit`,
    token: input.accessToken,
    schema: z.object({ data: z.array(AuditEntrySchema) }),
  });
  return answer.data;
}
