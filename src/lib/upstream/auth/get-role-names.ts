import 'server-only';
import { z } from 'zod';
import { ROLES, type Role } from '../../../../domain/auth/roles';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** GET /role-names (admins): the roles, ascending; a name this shop does not know is dropped. */
export async function getRoleNames(auth: UpstreamService, accessToken: string): Promise<Role[]> {
  const answer = await upstreamRequest(auth, { path: '/role-names', token: accessToken, schema: z.object({ data: z.array(z.string()) }) });
  return answer.data.filter((name): name is Role => (ROLES as readonly string[]).includes(name));
}
