import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { UserSchema, type User } from './auth-schemas';
import type { PermissionInput } from './user-admin-schemas';

export interface AdminUserChanges {
  firstName?: string;
  lastName?: string;
  mobileNumber?: string | null;
  active?: boolean;
  /** The permissions in the admin's customers; those of other customers stay as they are. */
  customerPermissions?: PermissionInput[];
}

/** PUT /v2/users/{id} as an admin (decision 017). */
export function updateUserAsAdmin(auth: UpstreamService, input: { accessToken: string; userId: string; changes: AdminUserChanges }): Promise<User> {
  return upstreamRequest(auth, {
    method: 'PUT',
    path: `/v2/users/${encodeURIComponent(input.userId)}`,
    token: input.accessToken,
    body: input.changes,
    schema: UserSchema,
  });
}
