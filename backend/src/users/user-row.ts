import { z } from 'zod';

/** A users row as the user service reads it (never the password columns). */
export const UserRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile_number: z.string().nullable(),
  is_email_verified: z.number(),
  is_phone_number_verified: z.number(),
  active: z.number(),
  pending_activation: z.number(),
  preferred_store: z.string().nullable(),
  preferred_delivery_method: z.string().nullable(),
  default_customer_id: z.string().nullable(),
  default_project_id: z.string().nullable(),
});
export type UserRow = z.infer<typeof UserRowSchema>;

export const USER_COLUMNS = Object.keys(UserRowSchema.shape)
  .map((column) => `u.${column}`)
  .join(', ');

export function parseUserRows(rows: readonly unknown[]): UserRow[] {
  return rows.flatMap((row) => {
    const parsed = UserRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}
