import { z } from 'zod';
import { DELIVERY_METHOD_IDS } from '../../../domain/delivery/delivery-methods';
import { badRequest } from '../lib/api-error';
import type { UserPermission } from './permission-repository';
import { updateProfile, type ProfileChanges } from './user-repository';
import type { UserRow } from './user-row';

const id = z.string().trim().min(1).max(40);

/**
 * PUT /v2/users/{id}: only the fields a user may change on their own record (spec point 6).
 * strictObject makes any other key (roles, email, active, …) a 400 instead of being ignored.
 */
export const UpdateUserSchema = z
  .strictObject({
    firstName: z.string().trim().min(1).max(100).optional(),
    lastName: z.string().trim().min(1).max(100).optional(),
    mobileNumber: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'Invalid phone number')
      .nullable()
      .optional(),
    preferredStore: id.optional(),
    defaultCustomerId: id.optional(),
    defaultProjectId: id.nullable().optional(),
    preferredDeliveryMethod: z.enum(DELIVERY_METHOD_IDS).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type UpdateUserBody = z.infer<typeof UpdateUserSchema>;

async function projectCustomer(db: D1Database, projectId: string): Promise<string | null> {
  const row = await db.prepare('SELECT customer_id FROM projects WHERE id = ?1 AND active = 1').bind(projectId).first<{ customer_id: string }>();
  return row?.customer_id ?? null;
}

/** Checks references against the database (store exists, customer and project are the user's), then saves. */
export async function updateOwnProfile(db: D1Database, user: UserRow, permissions: readonly UserPermission[], body: UpdateUserBody): Promise<void> {
  const changes: ProfileChanges = {};
  if (body.firstName !== undefined) changes.first_name = body.firstName;
  if (body.lastName !== undefined) changes.last_name = body.lastName;
  if (body.mobileNumber !== undefined) changes.mobile_number = body.mobileNumber;
  if (body.preferredDeliveryMethod !== undefined) changes.preferred_delivery_method = body.preferredDeliveryMethod;
  if (body.preferredStore !== undefined) {
    const store = await db.prepare("SELECT 1 AS found FROM stores WHERE id = ?1 AND type = 'STORE'").bind(body.preferredStore).first();
    if (!store) throw badRequest('preferredStore: Unknown store');
    changes.preferred_store = body.preferredStore;
  }
  if (body.defaultCustomerId !== undefined) {
    if (!permissions.some((p) => p.customerId === body.defaultCustomerId)) throw badRequest('defaultCustomerId: Not one of your customers');
    changes.default_customer_id = body.defaultCustomerId;
  }
  const customerId = body.defaultCustomerId ?? user.default_customer_id;
  const permission = permissions.find((p) => p.customerId === customerId);
  if (body.defaultProjectId) {
    const owner = await projectCustomer(db, body.defaultProjectId);
    const allowed = owner !== null && owner === customerId && (!permission?.projectId || permission.projectId === body.defaultProjectId);
    if (!allowed) throw badRequest("defaultProjectId: Not a project of your default customer");
    changes.default_project_id = body.defaultProjectId;
  } else if (body.defaultProjectId === null) {
    changes.default_project_id = null;
  } else if (body.defaultCustomerId !== undefined && user.default_project_id) {
    // A new default customer keeps the old default project only if that project is the new customer's.
    if ((await projectCustomer(db, user.default_project_id)) !== customerId) changes.default_project_id = null;
  }
  await updateProfile(db, user.id, changes);
}
