import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import type { DeliveryMethodId } from '../../../../domain/delivery/delivery-methods';
import { UserSchema, type User } from './auth-schemas';
import type { PermissionInput } from './user-admin-schemas';

/** The fields a user may change about themselves (spec point 6). */
export interface OwnProfileChanges {
  firstName: string;
  lastName: string;
  /** Null removes it. */
  mobileNumber: string | null;
  preferredStore: string;
  defaultCustomerId: string;
  defaultProjectId: string | null;
  preferredDeliveryMethod: DeliveryMethodId;
}

/** What an admin may change about another user (decision 017). */
export interface AdminUserChanges {
  firstName?: string;
  lastName?: string;
  mobileNumber?: string | null;
  active?: boolean;
  /** The permissions in the admin's customers; those of other customers stay as they are. */
  customerPermissions?: PermissionInput[];
}

/**
 * PUT /v2/users/{id}: one request for both callers. The auth service decides from the token
 * whether the caller edits themselves or, as an admin, another user; each caller sends only the
 * fields its change type allows.
 */
export function updateUser(auth: UpstreamService, input: { userId: string; accessToken: string; changes: OwnProfileChanges | AdminUserChanges }): Promise<User> {
  return upstreamRequest(auth, {
    method: 'PUT',
    path: `/v2/users/${encodeURIComponent(input.userId)}`,
    token: input.accessToken,
    body: input.changes,
    schema: UserSchema,
  });
}
