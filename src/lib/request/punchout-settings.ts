import { z } from 'zod';
import { MAX_REPORTED_LINES, RequisitionLineSchema } from '../../../domain/punchout/requisition-lines';

const CredentialSchema = z.object({ domain: z.string().max(64), identity: z.string().max(128) });

/**
 * Spec point 3's punch-out settings (callback_url, companyName, HOOK_URL, email, logonId, oci,
 * last_used), plus what binds them to one sign-in: the user and customer, the protocol, and
 * whether the procurement system framed the shop. Never the password. HOOK_URL is the same
 * address as callback_url, so only callback_url is stored (a cookie holds 4 KB).
 */
export const StoredPunchoutSettingsSchema = z.object({
  v: z.literal(1),
  protocol: z.enum(['oci', 'cxml']),
  callback_url: z.string().max(1024),
  companyName: z.string().max(200),
  email: z.string().max(254).optional(),
  logonId: z.string().max(254),
  oci: z.object({
    version: z.string().max(8).optional(),
    okCode: z.string().max(16).optional(),
    target: z.string().max(64).optional(),
    caller: z.string().max(16).optional(),
  }),
  cxml: z
    .object({
      buyerCookie: z.string().max(512),
      operation: z.enum(['create', 'edit']),
      buyer: CredentialSchema,
      supplier: CredentialSchema,
      /** An edit session's requisition lines the cart refused, shown to the buyer (decision 031). */
      unloaded: z.array(RequisitionLineSchema).max(MAX_REPORTED_LINES).optional(),
    })
    .optional(),
  last_used: z.string().max(40),
  userId: z.string().max(64),
  customerId: z.string().max(64),
  framed: z.boolean(),
});
export type StoredPunchoutSettings = z.infer<typeof StoredPunchoutSettingsSchema>;
export type PunchoutSettings = StoredPunchoutSettings & { HOOK_URL: string };
