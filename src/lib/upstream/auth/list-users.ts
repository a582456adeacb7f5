import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { UserSchema } from './auth-schemas';

const UserListSchema = z.object({
  data: z.array(UserSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type UserList = z.infer<typeof UserListSchema>;

/** Spec point 9: users list default limit 15, orderBy firstName ascending, always active=1. */
export const USERS_PAGE_SIZE = 15;

/** How the user administration may sort the list (name = first name, the spec's default). */
export const USER_SORTS = ['firstName', 'email', 'role'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export interface ListUsersInput {
  accessToken: string;
  customerId: string;
  page: number;
  search: string;
  orderBy?: UserSort;
  order?: 'asc' | 'desc';
  /** Spec point 5 always sends active=1; the admin's filter for inactive users sends 0. */
  inactive?: boolean;
}

/** GET /v2/users (admins): offset = (page − 1) × limit (spec point 5). */
export function listUsers(auth: UpstreamService, input: ListUsersInput): Promise<UserList> {
  return upstreamRequest(auth, {
    path: '/v2/users',
    token: input.accessToken,
    query: {
      active: input.inactive ? 0 : 1,
      customerId: input.customerId,
      limit: USERS_PAGE_SIZE,
      offset: (input.page - 1) * USERS_PAGE_SIZE,
      orderBy: input.orderBy ?? 'firstName',
      order: input.order ?? 'asc',
      search: input.search || undefined,
    },
    schema: UserListSchema,
  });
}
