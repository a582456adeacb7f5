import 'server-only';
import { z } from 'zod';
import { upstreamRequest, type UpstreamService } from '..';
import type { DeliveryMethodId } from '../../../../domain/delivery/delivery-methods';
import { UserSchema, type User } from './auth-schemas';

/** GET /v2/users/{id}. */
export function getUser(auth: UpstreamService, input: { userId: string; accessToken: string }): Promise<User> {
  return upstreamRequest(auth, { path: `/v2/users/${encodeURIComponent(input.userId)}`, token: input.accessToken, schema: UserSchema });
}

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

const UserListSchema = z.object({
  data: z.array(UserSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type UserList = z.infer<typeof UserListSchema>;

/** Spec point 9: users list default limit 15, orderBy firstName ascending, always active=1. */
export const USERS_PAGE_SIZE = 15;

/** GET /v2/users (admins): offset = (page − 1) × limit (spec point 5). */
export function listUsers(auth: UpstreamService, input: { accessToken: string; customerId: string; page: number; search: string }): Promise<UserList> {
  return upstreamRequest(auth, {
    path: '/v2/users',
    token: input.accessToken,
    query: {
      active: 1,
      customerId: input.customerId,
      limit: USERS_PAGE_SIZE,
      offset: (input.page - 1) * USERS_PAGE_SIZE,
      orderBy: 'firstName',
      order: 'asc',
      search: input.search || undefined,
    },
    schema: UserListSchema,
  });
}
