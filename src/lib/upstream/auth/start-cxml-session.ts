import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { TokensSchema, type Tokens } from './auth-schemas';
import { PunchoutCompanySchema } from './sign-in-for-punchout';
import { RequisitionLinesSchema } from '../../../../domain/punchout/requisition-lines';

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
    itemLines: RequisitionLinesSchema.default([]),
  }),
});
export type CxmlStart = z.infer<typeof StartAnswerSchema>['punchout'];

/** POST /v2/oci/cxml/starts: spends the start token once and signs its punch-out user in. */
export async function startCxmlSession(auth: UpstreamService, startToken: string): Promise<{ tokens: Tokens; start: CxmlStart }> {
  const answer = await upstreamRequest(auth, { method: 'POST', path: '/v2/oci/cxml/starts', body: { startToken }, schema: StartAnswerSchema });
  const { AccessToken, RefreshToken, ExpiresIn, punchout } = answer;
  return { tokens: { AccessToken, RefreshToken, ExpiresIn }, start: punchout };
}
