import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { UserSchema, type User } from './auth-schemas';

/** GET /v2/users/{id}. */
export function getUser(auth: UpstreamService, input: { userId: string; accessToken: string }): Promise<User> {
  return upstreamRequest(auth, { path: `/v2/users/${encodeURIComponent(input.userId)}`, token: input.accessToken, schema: UserSchema });
}
