import type { Context } from 'hono';
import { isSignInRevoked } from '../auth/session-revocations';
import { ApiError } from '../lib/api-error';
import { verifyAccessToken, type AccessTokenSubject } from '../lib/access-token';
import type { AuthEnv } from '../lib/bearer-auth';

/** The header that proves who owns a transfer's source cart when that is someone else (decision 033). */
export const SOURCE_AUTHORIZATION_HEADER = 'X-Source-Authorization';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;

const invalidSourceToken = () => new ApiError(403, 'invalid_source_token', 'The source cart owner token is not valid');

/**
 * Whose cart the source of PUT /v2/cart/{dest}/transfer/{source} must be: the caller's, or, when
 * the request carries X-Source-Authorization with another live access token, that token's
 * subject. The shop sends it when a punch-out session ends in a normal sign-in by someone else:
 * the edge then holds both sign-ins' tokens, and the lines move only with proof of both owners.
 */
export async function sourceCartOwner(c: Context<AuthEnv>): Promise<AccessTokenSubject> {
  const header = c.req.header(SOURCE_AUTHORIZATION_HEADER);
  if (header === undefined) return c.var.auth;
  const match = BEARER.exec(header);
  if (!match?.[1]) throw invalidSourceToken();
  const subject = await verifyAccessToken(match[1], c.env);
  if (!subject || (await isSignInRevoked(c.env.DB, { familyId: subject.familyId, sid: subject.sid }))) throw invalidSourceToken();
  return subject;
}
