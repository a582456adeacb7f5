import { z } from 'zod';
import { ROLES } from '../../../domain/auth/roles';
import { forbidden, notFound } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams, validateQuery } from '../lib/validate';
import { permissionNames } from './permission-names';
import { loadPermissions, loadUserPermissions, toPermissionClaim } from './permission-repository';
import { updateOwnProfile, UpdateUserSchema } from './update-user';
import { adminCustomerIds, canViewUser, visiblePermissions } from './user-access';
import { toUserRecord } from './user-record';
import { findUserById, findUserByIdOrName, listUsers, USER_ORDER_COLUMNS } from './user-repository';
import type { UserRow } from './user-row';
import type { AccessTokenSubject } from '../lib/access-token';

/** The user service: records, the admin list, own-profile edits, roles and permission names. */
export const usersRoutes = createRouter<AuthEnv>();

const UserIdParams = z.object({ id: z.string().min(1).max(40) });
const UserNameParams = z.object({ id: z.string().min(1).max(254) });

/** The row with its permissions, or 404 / 403 when the caller may not see it. */
async function visibleUser(db: D1Database, caller: AccessTokenSubject, row: UserRow | null) {
  if (!row) throw notFound('User not found');
  const permissions = await loadUserPermissions(db, row.id);
  if (!canViewUser(caller, { userId: row.id, customerIds: permissions.map((p) => p.customerId) })) throw forbidden();
  return { row, permissions: visiblePermissions(caller, row.id, permissions) };
}

usersRoutes.get('/v2/users/:id', requireAuth(), validateParams(UserIdParams), async (c) => {
  const { row, permissions } = await visibleUser(c.env.DB, c.var.auth, await findUserById(c.env.DB, c.req.valid('param').id));
  return c.json(toUserRecord(row, permissions));
});

usersRoutes.get('/users/name/:id', requireAuth(), validateParams(UserNameParams), async (c) => {
  const { row, permissions } = await visibleUser(c.env.DB, c.var.auth, await findUserByIdOrName(c.env.DB, c.req.valid('param').id));
  return c.json(toUserRecord(row, permissions));
});

const ListUsersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(15),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.string().trim().max(100).optional(),
  orderBy: z.enum(Object.keys(USER_ORDER_COLUMNS) as [keyof typeof USER_ORDER_COLUMNS]).default('firstName'),
  order: z.string().toLowerCase().pipe(z.enum(['asc', 'desc'])).default('asc'),
  active: z.enum(['0', '1']).optional(),
  customerId: z.string().min(1).max(40).optional(),
});

usersRoutes.get('/v2/users', requireAuth(), validateQuery(ListUsersQuery), async (c) => {
  const query = c.req.valid('query');
  const administered = adminCustomerIds(c.var.auth.customerPermissions);
  if (administered.length === 0) throw forbidden('Only admins can list users');
  if (query.customerId !== undefined && !administered.includes(query.customerId)) throw forbidden('Not an admin of that customer');
  const { rows, total } = await listUsers(c.env.DB, {
    customerIds: query.customerId !== undefined ? [query.customerId] : administered,
    search: query.search || undefined,
    orderBy: query.orderBy,
    order: query.order,
    active: query.active === undefined ? undefined : query.active === '1' ? 1 : 0,
    limit: query.limit,
    offset: query.offset,
  });
  const permissions = await loadPermissions(c.env.DB, rows.map((row) => row.id));
  const data = rows.map((row) => toUserRecord(row, visiblePermissions(c.var.auth, row.id, permissions.get(row.id) ?? [])));
  return c.json({ data, total, limit: query.limit, offset: query.offset });
});

usersRoutes.put('/v2/users/:id', requireAuth(), limitJsonBody(), validateParams(UserIdParams), validateJson(UpdateUserSchema), async (c) => {
  const { id } = c.req.valid('param');
  // Admin editing of other users is a separate tool; here everyone edits only themself.
  if (id !== c.var.auth.userId) throw forbidden('You can only edit your own profile');
  const user = await findUserById(c.env.DB, id);
  if (!user) throw notFound('User not found');
  const permissions = await loadUserPermissions(c.env.DB, id);
  await updateOwnProfile(c.env.DB, user, permissions, c.req.valid('json'));
  const updated = await findUserById(c.env.DB, id);
  if (!updated) throw notFound('User not found');
  return c.json(toUserRecord(updated, permissions));
});

usersRoutes.get('/v2/permissions/:userId', requireAuth(), validateParams(z.object({ userId: z.string().min(1).max(40) })), async (c) => {
  const { row, permissions } = await visibleUser(c.env.DB, c.var.auth, await findUserById(c.env.DB, c.req.valid('param').userId));
  return c.json({ userId: row.id, customerPermissions: permissions.map(toPermissionClaim) });
});

usersRoutes.get('/role-names', requireAuth(), (c) => c.json({ data: [...ROLES] }));

usersRoutes.get('/permission-names', requireAuth(), (c) => c.json({ data: permissionNames() }));
