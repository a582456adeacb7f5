/** A sliding-window limit: at most `limit` counted attempts per key within `windowMs`. */
export interface AttemptRule {
  scope: string;
  limit: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Failed sign-ins for one username. */
export const LOGIN_PER_USERNAME: AttemptRule = { scope: 'login-username', limit: 5, windowMs: FIFTEEN_MINUTES };
/** Failed sign-ins from one client address, over all usernames (slows credential stuffing). */
export const LOGIN_PER_CLIENT: AttemptRule = { scope: 'login-client', limit: 20, windowMs: FIFTEEN_MINUTES };
/** Credential e-mails (sign-up / reset) per address, so the endpoint cannot be used to spam. */
export const CREDENTIAL_MAILS_PER_ADDRESS: AttemptRule = { scope: 'credential-mail', limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * How long until another attempt is allowed, given the key's attempt times newest first, or null
 * when one is allowed now. Blocked attempts are not recorded, so the lock ends when the
 * limit-th newest attempt leaves the window.
 */
export function retryAfterMs(newestFirst: readonly number[], rule: AttemptRule, now: number): number | null {
  const limiting = newestFirst[rule.limit - 1];
  if (limiting === undefined) return null;
  const wait = limiting + rule.windowMs - now;
  return wait > 0 ? wait : null;
}
