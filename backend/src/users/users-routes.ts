import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ROLES } from '../../../domain/auth/roles';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { describeIssues, limitJsonBody, validateJson, validateParams, validateQuery } from '../lib/validate';
import { adminUpdateUser } from './admin-update-user';
import { ADMIN_ONLY_KEYS, AdminUpdateUserSchema } from './admin-user-schemas';
import { requireAdminScope } from './admin-scope';
import { adminUsersRoutes } from './admin-users-routes';
import { permissionNames } from './permission-names';
import { loadPermissions, loadUserPermissions, toPermissionClaim } from './permission-repository';
import { updateOwnProfile, UpdateUserSchema } from './update-user';
import { canViewUser, isAdmin, visiblePermissions } from './user-access';
import { toUserRecord } from './user-record';
import { findUserById, findUserByIdOrName, listUsers, USER_ORDER_COLUMNS } from './user-repository';
import type { UserRow } from './user-row';
import type { AccessTokenSubject } from '../lib/access-token';

/** The user service: records, the admin list, own-profile edits, roles and permission names. */
export const usersRoutes = createRouter<AuthEnv>();

const UserIdParams = z.object({ id: z.string().min(1).max(40) });
const UserNameParams = z.object({ id: z.string().min(1).max(254) });

function parseBody<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.output<Schema> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}

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
  const administered = [...(await requireAdminScope(c.env.DB, c.var.auth)).keys()];
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

// One address, two callers: a user editing their own profile (spec point 6), or an admin editing
// a user they administer (decision 017). A body naming active or customerPermissions, or another
// user's id, is an admin edit; everything else keeps the strict own-profile schema.
usersRoutes.put('/v2/users/:id', requireAuth(), limitJsonBody(), validateParams(UserIdParams), validateJson(z.record(z.string(), z.unknown())), async (c) => {
  const { id } = c.req.valid('param');
  const raw = c.req.valid('json');
  const isAdminEdit = id !== c.var.auth.userId || ADMIN_ONLY_KEYS.some((key) => key in raw);
  if (isAdminEdit) {
    const scope = await requireAdminScope(c.env.DB, c.var.auth);
    const body = parseBody(AdminUpdateUserSchema, raw);
    await adminUpdateUser(c.env.DB, { scope, actorId: c.var.auth.userId, targetId: id, body, now: Date.now() });
    const updated = await findUserById(c.env.DB, id);
    if (!updated) throw notFound('User not found');
    return c.json(toUserRecord(updated, visiblePermissions(c.var.auth, id, await loadUserPermissions(c.env.DB, id))));
  }
  const user = await findUserById(c.env.DB, id);
  if (!user) throw notFound('User not found');
  const permissions = await loadUserPermissions(c.env.DB, id);
  await updateOwnProfile(c.env.DB, user, permissions, parseBody(UpdateUserSchema, raw));
  const updated = await findUserById(c.env.DB, id);
  if (!updated) throw notFound('User not found');
  return c.json(toUserRecord(updated, permissions));
});

usersRoutes.get('/v2/permissions/:userId', requireAuth(), validateParams(z.object({ userId: z.string().min(1).max(40) })), async (c) => {
  const { row, permissions } = await visibleUser(c.env.DB, c.var.auth, await findUserById(c.env.DB, c.req.valid('param').userId));
  return c.json({ userId: row.id, customerPermissions: permissions.map(toPermissionClaim) });
});

// Spec point 6: admins fetch roles and permissions; a USER is refused like every admin call.
const requireAdminToken = (): MiddlewareHandler<AuthEnv> =>
  async function requireAdminToken(c, next) {
    if (!isAdmin(c.var.auth.customerPermissions)) throw forbidden('Only admins can read role and permission names');
    await next();
  };

usersRoutes.get('/role-names', requireAuth(), requireAdminToken(), (c) => c.json({ data: [...ROLES] }));

usersRoutes.get('/permission-names', requireAuth(), requireAdminToken(), (c) => c.json({ data: permissionNames() }));

usersRoutes.route('/', adminUsersRoutes);
