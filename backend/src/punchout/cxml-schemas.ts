import { z } from 'zod';
import { RequisitionLinesSchema } from '../../../domain/punchout/requisition-lines';
import { START_TOKEN_PATTERN } from './cxml-start-repository';

const Credential = z.object({ domain: z.string().trim().min(1).max(64), identity: z.string().trim().min(1).max(128) });
export type CxmlCredential = z.infer<typeof Credential>;

/** POST /v2/oci/cxml/setups: the parts of a PunchOutSetupRequest the shop forwards. */
export const CxmlSetupRequestSchema = z.object({
  sender: Credential.extend({ sharedSecret: z.string().min(1).max(256) }),
  from: Credential,
  to: Credential,
  operation: z.enum(['create', 'edit']),
  buyerCookie: z.string().min(1).max(512),
  // The shop has checked it against its hook rule (https, dev hosts); here only its shape.
  browserFormPostUrl: z.string().max(1024).regex(/^https?:\/\/\S+$/i),
  userEmail: z.string().trim().max(254).optional(),
  /** An edit setup's ItemOut lines, loaded into the cart when the browser starts (decision 031). */
  itemLines: RequisitionLinesSchema.default([]),
});
export type CxmlSetupRequest = z.infer<typeof CxmlSetupRequestSchema>;

export const CxmlStartRequestSchema = z.object({ startToken: z.string().regex(START_TOKEN_PATTERN) });
