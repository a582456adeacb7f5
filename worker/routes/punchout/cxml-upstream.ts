import 'server-only';
import { z } from 'zod';
import { upstreamRequest, type UpstreamService } from '../../../src/lib/upstream';
import { TokensSchema, type Tokens } from '../../../src/lib/upstream/auth/auth-schemas';
import type { PunchOutSetupRequest } from '../../../src/features/punchout/cxml/parse-setup-request';
import { PunchoutCompanySchema } from './oci-sign-in';

/** A one-time start link's token: 32 random bytes, base64url. */
export const START_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const SetupAnswerSchema = z.object({ startToken: z.string().regex(START_TOKEN), expiresIn: z.number().int().positive() });

/**
 * POST /v2/oci/cxml/setups: the auth service checks the sender's shared secret (in constant
 * time, with attempt limits) and keeps the setup behind a one-time start token. The shop never
 * holds or compares secrets itself.
 */
export async function createCxmlSetup(auth: UpstreamService, request: PunchOutSetupRequest, clientIp: string): Promise<{ startToken: string }> {
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
    },
    headers: { 'x-client-ip': clientIp },
    schema: SetupAnswerSchema,
  });
}

const CredentialSchema = z.object({ domain: z.string().max(64), identity: z.string().max(128) });
const StartAnswerSchema = TokensSchema.extend({
  punchout: PunchoutCompanySchema.extend({
    username: z.string().max(254),
    userEmail: z.string().max(254).nullable(),
    operation: z.enum(['create', 'edit']),
    buyerCookie: z.string().max(512),
    browserFormPostUrl: z.string().max(1024),
    buyer: CredentialSchema,
    supplier: CredentialSchema,
  }),
});
export type CxmlStart = z.infer<typeof StartAnswerSchema>['punchout'];

/** POST /v2/oci/cxml/starts: spends the start token once and signs its punch-out user in. */
export async function startCxmlSession(auth: UpstreamService, startToken: string): Promise<{ tokens: Tokens; start: CxmlStart }> {
  const answer = await upstreamRequest(auth, { method: 'POST', path: '/v2/oci/cxml/starts', body: { startToken }, schema: StartAnswerSchema });
  const { AccessToken, RefreshToken, ExpiresIn, punchout } = answer;
  return { tokens: { AccessToken, RefreshToken, ExpiresIn }, start: punchout };
}
