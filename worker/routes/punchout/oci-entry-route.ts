import type { Context, Hono } from 'hono';
import { hookUrlPolicy, validateHookUrl } from '../../../src/features/punchout/hook-url';
import { readOciEntry, type OciEntry, type OciEntryProblem } from '../../../src/features/punchout/oci-entry';
import { UpstreamError } from '../../../src/lib/upstream';
import { readPunchoutSettings, type StoredPunchoutSettings } from '../../session/punchout-settings';
import { verifyAccessToken } from '../../session/verify-access-token';
import type { ShopEnv } from '../../../src/lib/request/shop-env';

import { signInForPunchout, type OciSignInAnswer } from '../../../src/lib/upstream/auth/sign-in-for-punchout';

import { openPunchoutSession } from './open-punchout-session';
import { punchoutErrorPage } from './punchout-error-page';
import { allowEntryFraming, isFramedRequest } from './punchout-session';
import { readEntryPairs } from './read-entry-pairs';
import { servicesOf } from '../../../src/lib/request/request-context';

export const OCI_ENTRY_PATH = '/punchout';

function problemPage(c: Context<ShopEnv>, problem: OciEntryProblem): Response {
  switch (problem.code) {
    case 'missing_credentials':
      return punchoutErrorPage(c, 400, 'punchout.entry.missing_credentials');
    case 'too_many_fields':
      return punchoutErrorPage(c, 413, 'punchout.entry.too_large');
    case 'field_too_long':
      return punchoutErrorPage(c, 413, 'punchout.entry.field_too_long', { field: problem.field });
    case 'conflicting_fields':
      return punchoutErrorPage(c, 400, 'punchout.entry.conflicting_fields', { field: problem.field });
    case 'invalid_field':
      return punchoutErrorPage(c, 400, 'punchout.entry.invalid_field', { field: problem.field });
  }
}

/** Same answer for an unknown account and a wrong password, as for the normal sign-in. */
function signInFailedPage(c: Context<ShopEnv>, error: unknown): Response {
  const status = error instanceof UpstreamError ? error.status : 0;
  if (status === 401) return punchoutErrorPage(c, 401, 'punchout.entry.invalid_credentials');
  if (status === 429) return punchoutErrorPage(c, 429, 'punchout.entry.too_many_attempts');
  if (status === 400 || status === 413) return punchoutErrorPage(c, 400, 'punchout.entry.missing_credentials');
  return punchoutErrorPage(c, 503, 'punchout.entry.service_unavailable');
}

async function signIn(c: Context<ShopEnv>, entry: OciEntry): Promise<OciSignInAnswer | Response> {
  try {
    const clientIp = c.req.header('cf-connecting-ip') ?? '127.0.0.1';
    return await signInForPunchout(servicesOf(c).auth, { username: entry.logonId, password: entry.password, clientIp });
  } catch (error) {
    return signInFailedPage(c, error);
  }
}

/**
 * GET and POST /punchout: the OCI entry (spec points 3 and 5). Checks every field before
 * anything else, signs in through the auth service's punch-out sign-in, and opens the shop in
 * PUNCHOUT mode with the settings saved beside the session. The callback URL comes from the
 * request or, for the same user, from the saved settings; without one the shop opens in normal
 * mode with errors.punchout.missing_callback_url. A refused entry opens no session and stores
 * nothing. Cross-site by nature (the procurement system posts it), so no same-origin check: only
 * punch-out accounts can sign in here.
 */
export function registerOciEntryRoute(app: Hono<ShopEnv>): void {
  const handler = async (c: Context<ShopEnv>) => {
    const read = await readEntryPairs(c);
    if (!read.ok) return punchoutErrorPage(c, read.status, read.status === 415 ? 'punchout.entry.unsupported_format' : 'punchout.entry.too_large');
    const parsed = readOciEntry(read.pairs);
    if (!parsed.ok) return problemPage(c, parsed.problem);
    const { entry } = parsed;

    let hookUrl: string | undefined;
    if (entry.hookUrl !== undefined) {
      const checked = validateHookUrl(entry.hookUrl, hookUrlPolicy(c.env));
      if (!checked.ok) return punchoutErrorPage(c, 400, 'punchout.entry.invalid_hook_url');
      hookUrl = checked.url;
      // From here on, our answers (error pages included) may show inside the procurement frame.
      allowEntryFraming(c, checked.origin);
    }

    const answer = await signIn(c, entry);
    if (answer instanceof Response) return answer;
    if (answer.type === 'challenge') return punchoutErrorPage(c, 403, 'punchout.entry.password_change_required');
    const claims = await verifyAccessToken(c, answer.tokens.AccessToken);
    if (!claims) return punchoutErrorPage(c, 503, 'punchout.entry.service_unavailable');

    const saved = readPunchoutSettings(c);
    const reusable = saved?.userId === claims.sub ? saved : undefined;
    const callbackUrl = hookUrl ?? reusable?.callback_url;
    if (!callbackUrl) return openPunchoutSession(c, answer.tokens, null, 'errors.punchout.missing_callback_url');

    const echo = entry.okCode ?? entry.target ?? entry.caller ?? entry.version;
    const settings: StoredPunchoutSettings = {
      v: 1,
      protocol: 'oci',
      callback_url: callbackUrl,
      companyName: answer.company?.companyName ?? reusable?.companyName ?? '',
      email: entry.email ?? reusable?.email,
      logonId: entry.logonId,
      // Echo fields belong to the entry that brought them; a reused callback keeps its own.
      oci: echo !== undefined || !reusable ? ociEcho(entry) : reusable.oci,
      last_used: new Date().toISOString(),
      userId: claims.sub,
      customerId: answer.company?.customerId ?? claims.customerPermissions[0]?.customerId ?? '',
      framed: isFramedRequest(c),
    };
    return openPunchoutSession(c, answer.tokens, settings);
  };
  app.get(OCI_ENTRY_PATH, handler);
  app.post(OCI_ENTRY_PATH, handler);
}

function ociEcho(entry: OciEntry): StoredPunchoutSettings['oci'] {
  return {
    ...(entry.version ? { version: entry.version } : {}),
    ...(entry.okCode ? { okCode: entry.okCode } : {}),
    ...(entry.target ? { target: entry.target } : {}),
    ...(entry.caller ? { caller: entry.caller } : {}),
  };
}
