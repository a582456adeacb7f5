import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { ChallengeSchema, TokensSchema, type Tokens } from './auth-schemas';

/** The company a punch-out account belongs to, as the auth service names it. */
export const PunchoutCompanySchema = z.object({ companyName: z.string().max(200), customerId: z.string().min(1).max(64) });
export type PunchoutCompany = z.infer<typeof PunchoutCompanySchema>;

const AnswerSchema = z.union([TokensSchema.extend({ punchout: PunchoutCompanySchema.nullable().optional() }), ChallengeSchema]);

export type OciSignInAnswer = { type: 'tokens'; tokens: Tokens; company: PunchoutCompany | undefined } | { type: 'challenge' };

/**
 * POST /v2/oci/sessions: the auth service's punch-out sign-in (only punch-out accounts pass).
 * The client address lets the service limit attempts per caller, as for the normal sign-in.
 */
export async function signInForPunchout(auth: UpstreamService, input: { username: string; password: string; clientIp: string }): Promise<OciSignInAnswer> {
  const answer = await upstreamRequest(auth, {
    method: 'POST',
    path: '/v2/oci/sessions',
    body: { username: input.username, password: input.password },
    headers: { 'x-client-ip': input.clientIp },
    schema: AnswerSchema,
  });
  if ('ChallengeName' in answer) return { type: 'challenge' };
  const { AccessToken, RefreshToken, ExpiresIn } = answer;
  return { type: 'tokens', tokens: { AccessToken, RefreshToken, ExpiresIn }, company: answer.punchout ?? undefined };
}
