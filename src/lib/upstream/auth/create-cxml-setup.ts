import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** A cXML party's credential as the setup request names it. */
interface CxmlCredential {
  domain: string;
  identity: string;
}

/** What the auth service needs of a cXML PunchOutSetupRequest (the shop's parser reads it). */
export interface CxmlSetupInput {
  sender: CxmlCredential & { sharedSecret: string };
  from: CxmlCredential;
  to: CxmlCredential;
  operation: 'create' | 'edit';
  buyerCookie: string;
  browserFormPostUrl: string;
  userEmail?: string | undefined;
  /** An edit setup's requisition lines (decision 031). */
  itemLines?: readonly { articleNumber: string; quantity: number }[] | undefined;
}

/** A one-time start link's token: 32 random bytes, base64url. */
export const START_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const SetupAnswerSchema = z.object({ startToken: z.string().regex(START_TOKEN), expiresIn: z.number().int().positive() });

/**
 * POST /v2/oci/cxml/setups: the auth service checks the sender's shared secret (in constant
 * time, with attempt limits) and keeps the setup behind a one-time start token. The shop never
 * holds or compares secrets itself.
 */
export async function createCxmlSetup(auth: UpstreamService, request: CxmlSetupInput, clientIp: string): Promise<{ startToken: string }> {
  return upstreamRequest(auth, {
    method: 'POST',
    path: '/v2/oci/cxml/setups',
    body: {
      sender: request.sender,
      from: request.from,
      to: request.to,
      operation: request.operation,
      buyerCookie: request.buyerCookie,
      browserFormPostUrl: request.browserFormPostUrl,
      ...(request.userEmail ? { userEmail: request.userEmail } : {}),
      ...(request.itemLines?.length ? { itemLines: request.itemLines } : {}),
    },
    headers: { 'x-client-ip': clientIp },
    schema: SetupAnswerSchema,
  });
}

