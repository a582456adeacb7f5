import { z } from 'zod';
import { forbidden, notFound } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams } from '../lib/validate';
import { mayManage } from './admin-rules';
import { requireAdminScope } from './admin-scope';
import { CreateUserSchema } from './admin-user-schemas';
import { createUser } from './create-user';
import { loadUserPermissions } from './permission-repository';
import { loadAudit } from './user-audit-repository';
import { visiblePermissions } from './user-access';
import { toUserRecord } from './user-record';
import { findUserById } from './user-repository';

/** User administration by customer admins (issue 16, decision 017): create, change history. */
export const adminUsersRoutes = createRouter<AuthEnv>();

// Beside GET /v2/users: 201 with the new user, or 200 with the same user when the form's
// requestId was seen before (the form posted twice).
adminUsersRoutes.post('/v2/users', requireAuth(), limitJsonBody(), validateJson(CreateUserSchema), async (c) => {
  const scope = await requireAdminScope(c.env.DB, c.var.auth);
  const { userId, created } = await createUser(c.env.DB, { scope, actorId: c.var.auth.userId, body: c.req.valid('json'), now: Date.now() });
  const row = await findUserById(c.env.DB, userId);
  if (!row) throw notFound('User not found');
  const permissions = visiblePermissions(c.var.auth, userId, await loadUserPermissions(c.env.DB, userId));
  return c.json(toUserRecord(row, permissions), created ? 201 : 200);
});

adminUsersRoutes.get('/v2/users/:id/audit', requireAuth(), validateParams(z.object({ id: z.string().min(1).max(40) })), async (c) => {
  const scope = await requireAdminScope(c.env.DB, c.var.auth);
  const { id } = c.req.valid('param');
  if (!(await findUserById(c.env.DB, id))) throw notFound('User not found');
  const permissions = await loadUserPermissions(c.env.DB, id);
  // The admin's own history is theirs to read too, whatever their role.
  if (id !== c.var.auth.userId && !mayManage(scope, permissions)) throw forbidden('Not a user you administer');
  return c.json({ userId: id, data: await loadAudit(c.env.DB, id) });
});
