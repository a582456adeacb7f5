import { z } from 'zod';
import { PERMISSION_DENIES, ROLES } from '../../../domain/auth/roles';

const id = z.string().trim().min(1).max(40);
const name = z.string().trim().min(1).max(100);
// Spec point 5: case-insensitive, top-level part of at least two letters.
export const EmailSchema = z.string().trim().max(254).pipe(z.email({ pattern: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/ }));
const mobileNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'Invalid phone number')
  .nullable();

export const PermissionInputSchema = z.strictObject({
  customerId: id,
  projectId: id.nullable().default(null),
  role: z.enum(ROLES),
  permissionDenies: z.array(z.enum(PERMISSION_DENIES)).max(PERMISSION_DENIES.length * 2).default([]),
});

const customerPermissions = z.array(PermissionInputSchema).max(50);

/** POST /v2/users: a new colleague, inactive until they activate the account by e-mail. */
export const CreateUserSchema = z.strictObject({
  firstName: name,
  lastName: name,
  email: EmailSchema,
  mobileNumber: mobileNumber.default(null),
  customerPermissions: customerPermissions.min(1),
  // The create form's idempotency key: posted twice, the same user is answered, not a second one.
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type CreateUserBody = z.infer<typeof CreateUserSchema>;

/** PUT /v2/users/{id} by an admin: names, phone, the permissions in the admin's customers, active. */
export const AdminUpdateUserSchema = z
  .strictObject({
    firstName: name.optional(),
    lastName: name.optional(),
    mobileNumber: mobileNumber.optional(),
    active: z.boolean().optional(),
    customerPermissions: customerPermissions.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserSchema>;

/** Keys only the admin edit knows; a body with one of them is an admin edit even on oneself. */
export const ADMIN_ONLY_KEYS = ['active', 'customerPermissions'] as const;
