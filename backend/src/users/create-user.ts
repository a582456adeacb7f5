import { credentialMail } from '../auth/credential-mail';
import { signupMailStatements } from '../auth/credential-tokens';
import { ApiError, badRequest, forbidden } from '../lib/api-error';
import { toHex } from './hex';
import { checkPermissionChange, type AdminScope, type FieldChange } from './admin-rules';
import type { CreateUserBody } from './admin-user-schemas';
import { assertProjectsOfCustomers, replacePermissionStatements } from './permission-writes';
import { auditStatement, userOfRequest } from './user-audit-repository';

export const emailTaken = () => new ApiError(409, 'email_exists', 'A user with this e-mail already exists');

const isUniqueViolation = (error: unknown, column: string) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message) && error.message.includes(column);

/**
 * Creates a colleague: inactive and without a password until they follow the activation e-mail
 * (pending_activation). The user, the permissions, the audit row and the activation mail are one
 * batch, so a failure leaves nothing half-written; the same requestId posted again answers the
 * first user and sends no second mail.
 */
export async function createUser(db: D1Database, input: { scope: AdminScope; actorId: string; body: CreateUserBody; now: number }): Promise<{ userId: string; created: boolean }> {
  const { scope, actorId, body, now } = input;
  const earlier = await userOfRequest(db, actorId, body.requestId);
  if (earlier) return { userId: earlier, created: false };
  const violation = checkPermissionChange({ scope, callerId: actorId, targetId: null, current: [], desired: body.customerPermissions });
  if (violation) throw violation.kind === 'forbidden' ? forbidden(violation.message) : badRequest(violation.message);
  await assertProjectsOfCustomers(db, body.customerPermissions);
  const taken = await db.prepare('SELECT 1 AS found FROM users WHERE email = ?1 OR username = ?1').bind(body.email).first();
  if (taken) throw emailTaken();
  const userId = `U-${toHex(crypto.getRandomValues(new Uint8Array(6))).toUpperCase()}`;
  const [first] = body.customerPermissions;
  const changes: FieldChange[] = [
    { field: 'firstName', from: null, to: body.firstName },
    { field: 'lastName', from: null, to: body.lastName },
    { field: 'email', from: null, to: body.email },
    ...(body.mobileNumber ? [{ field: 'mobileNumber', from: null, to: body.mobileNumber }] : []),
    ...body.customerPermissions.map((p) => ({ field: `customerPermissions.${p.customerId}`, from: null, to: [p.role, p.projectId ?? '', ...[...p.permissionDenies].sort()].filter(Boolean).join(' ') })),
  ];
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO users (id, username, email, first_name, last_name, mobile_number, is_email_verified, is_phone_number_verified,
             password_hash, must_change_password, token_version, is_punchout, active, pending_activation, default_customer_id, default_project_id, created_at)
           VALUES (?1, ?2, ?2, ?3, ?4, ?5, 0, 0, NULL, 0, 2, 0, 0, 1, ?6, ?7, ?8)`,
        )
        .bind(userId, body.email, body.firstName, body.lastName, body.mobileNumber, first?.customerId ?? null, first?.projectId ?? null, new Date(now).toISOString()),
      ...replacePermissionStatements(db, userId, body.customerPermissions.map((p) => p.customerId), body.customerPermissions),
      auditStatement(db, { userId, actorId, at: now, action: 'created', changes, requestId: body.requestId }),
      ...(await signupMailStatements(db, { id: userId, email: body.email, firstName: body.firstName }, now, (token) => credentialMail('signup', body.firstName, token))),
    ]);
  } catch (error) {
    // Two posts of one form racing: the loser finds the winner's user.
    if (isUniqueViolation(error, 'request_id')) {
      const winner = await userOfRequest(db, actorId, body.requestId);
      if (winner) return { userId: winner, created: false };
    }
    if (isUniqueViolation(error, 'email') || isUniqueViolation(error, 'username')) throw emailTaken();
    throw error;
  }
  return { userId, created: true };
}
