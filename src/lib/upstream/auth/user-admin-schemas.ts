import { z } from 'zod';
import { PERMISSION_DENIES, ROLES } from '../../../../domain/auth/roles';

/** A customer permission as the user administration sends it (PUT/POST /v2/users). */
export interface PermissionInput {
  customerId: string;
  projectId: string | null;
  role: (typeof ROLES)[number];
  permissionDenies: (typeof PERMISSION_DENIES)[number][];
}

/** One change-history entry of GET /v2/users/{id}/audit. */
export const AuditEntrySchema = z.object({
  at: z.string(),
  actor: z.object({ userId: z.string(), name: z.string().nullable() }),
  action: z.enum(['created', 'updated', 'deactivated', 'reactivated']),
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /permission-names: the eight denies with the service's own description. */
export const PermissionNameSchema = z.object({ name: z.enum(PERMISSION_DENIES), description: z.string() });
export type PermissionName = z.infer<typeof PermissionNameSchema>;
