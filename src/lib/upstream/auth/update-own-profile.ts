import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import type { DeliveryMethodId } from '../../../../domain/delivery/delivery-methods';
import { UserSchema, type User } from './auth-schemas';

/** The fields a user may change about themselves (spec point 6). */
export interface OwnProfileChanges {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  preferredStore: string;
  defaultCustomerId: string;
  defaultProjectId: string | null;
  preferredDeliveryMethod: DeliveryMethodId;
}

/** PUT /v2/users/{id} with the user's own editable fields only. */
export function updateOwnProfile(auth: UpstreamService, input: { userId: string; accessToken: string; changes: OwnProfileChanges }): Promise<User> {
  return upstreamRequest(auth, {
    method: 'PUT',
    path: `/v2/users/${encodeURIComponent(input.userId)}`,
    token: input.accessToken,
    body: input.changes,
    schema: UserSchema,
  });
}
