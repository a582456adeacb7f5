import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { UserSchema, type User } from './auth-schemas';
import type { PermissionInput } from './user-admin-schemas';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string | null;
  customerPermissions: PermissionInput[];
  /** The form's idempotency key: the same form posted twice answers the first user. */
  requestId: string;
}

/** POST /v2/users (admins): a new user, inactive until they activate the account by e-mail. */
export function createUser(auth: UpstreamService, input: { accessToken: string; user: NewUser }): Promise<User> {
  return upstreamRequest(auth, { method: 'POST', path: '/v2/users', token: input.accessToken, body: input.user, schema: UserSchema });
}
