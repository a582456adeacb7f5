import type { Context } from 'hono';
import { UpstreamError } from '../../src/lib/upstream';
import type { Tokens } from '../../src/lib/upstream/auth/auth-schemas';
import { refreshSession } from '../../src/lib/upstream/auth/refresh-session';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { servicesOf } from '../../src/lib/request/request-context';

/**
 * What asking the auth service for new tokens came to, in the terms the session needs:
 * - rotated: new tokens; the old refresh token is spent, so they must reach the browser;
 * - grace: a parallel request rotated this refresh token moments ago (decision 006): stay signed
 *   in (with the access token the service gave, if any) and leave the cookies to that request;
 * - rejected: the auth service says this sign-in is over (revoked, replayed, expired);
 * - unavailable: no answer that says anything about the session (time-out, 5xx, throttled).
 */
export type RefreshAttempt =
  | { kind: 'rotated'; tokens: Tokens }
  | { kind: 'grace'; accessToken: string | undefined }
  | { kind: 'rejected'; replayed: boolean }
  | { kind: 'unavailable' };

export async function attemptRefresh(c: Context<ShopEnv>, refreshToken: string): Promise<RefreshAttempt> {
  try {
    const answer = await refreshSession(servicesOf(c).auth, refreshToken);
    return answer.type === 'rotated' ? { kind: 'rotated', tokens: answer.tokens } : { kind: 'grace', accessToken: answer.accessToken };
  } catch (error) {
    if (!(error instanceof UpstreamError)) return { kind: 'unavailable' };
    // A 409 another auth service words differently is still "wait", never "over".
    if (error.status === 409) return { kind: 'grace', accessToken: undefined };
    if (error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
      return { kind: 'rejected', replayed: error.detail?.includes('refresh_token_reused') ?? false };
    }
    return { kind: 'unavailable' };
  }
}
