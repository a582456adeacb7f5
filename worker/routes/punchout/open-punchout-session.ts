import type { Context } from 'hono';
import type { Tokens } from '../../../src/lib/upstream/auth/auth-schemas';
import type { TextKey } from '../../../src/lib/texts';
import { clearedPunchoutSettingsCookie, punchoutSettingsCookie, readPunchoutSettings, type StoredPunchoutSettings } from '../../session/punchout-settings';
import { cookieNames } from '../../session/session-cookies';
import { readEnvironment } from '../../../src/lib/request/environment';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { finishSignIn } from '../session/finish-sign-in';
import { framedSetCookie } from './framed-cookie';
import { allowEntryFraming } from './punchout-session';

/** Where a punch-out buyer lands: the front page, in PUNCHOUT mode. */
export const PUNCHOUT_START_PATH = '/';
/** Where a cXML edit session lands: the cart holding the requisition (decision 031). */
export const CART_PATH = '/cart';

/**
 * Signs the buyer in with the punch-out tokens (finishSignIn: stores, user, customer context,
 * token cookies) and saves the settings beside the session. Without settings (no callback URL)
 * the session opens in normal mode with the spec's message. If finishSignIn refuses (no stores,
 * service down), its redirect goes out unchanged and no settings are saved.
 */
export async function openPunchoutSession(
  c: Context<ShopEnv>,
  tokens: Tokens,
  settings: StoredPunchoutSettings | null,
  message?: TextKey,
  landing: string = PUNCHOUT_START_PATH,
): Promise<Response> {
  const res = await finishSignIn(c, tokens, landing, message);
  // The visitor's previous session (if any) is replaced: the session middleware must not append
  // its refreshed cookies after ours.
  c.set('session', null);
  res.headers.set('Cache-Control', 'no-store');
  const access = `${cookieNames(c).access}=`;
  const signedIn = res.headers.getSetCookie().some((cookie) => cookie.startsWith(access) && !cookie.startsWith(`${access};`));
  if (!signedIn) return res;

  if (!settings) {
    // Normal mode must really be normal: saved settings of an earlier entry are dropped.
    if (readPunchoutSettings(c)) res.headers.append('Set-Cookie', clearedPunchoutSettingsCookie(c));
    return res;
  }
  allowEntryFraming(c, new URL(settings.callback_url).origin);
  if (settings.framed && !readEnvironment(c.env).isLocalDevelopment) {
    const cookies = res.headers.getSetCookie();
    res.headers.delete('Set-Cookie');
    for (const cookie of cookies) res.headers.append('Set-Cookie', framedSetCookie(cookie));
  }
  res.headers.append('Set-Cookie', punchoutSettingsCookie(c, settings));
  return res;
}
