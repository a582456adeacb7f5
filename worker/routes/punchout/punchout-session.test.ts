import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { framedCookieAttributes, punchoutSettingsCookie, readPunchoutSettings, type StoredPunchoutSettings } from '../../session/punchout-settings';
import type { Session } from '../../../src/lib/auth/session';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { isPunchoutSession, punchoutFrameAncestors } from './punchout-session';

const settings: StoredPunchoutSettings = {
  v: 1,
  protocol: 'oci',
  callback_url: 'https://srm.example.se:8443/hook?a=1',
  companyName: 'Industriservice Syd AB',
  logonId: 'oci-demo',
  oci: { okCode: 'ADDI', target: '_top' },
  last_used: '2026-11-21T10:00:00.000Z',
  userId: 'U-0011',
  customerId: 'C-2001',
  framed: false,
};

const env = (ENVIRONMENT: string) => ({ ENVIRONMENT, PUNCHOUT_DEV_HOOK_HOSTS: '127.0.0.1' }) as unknown as ShopEnv['Bindings'];
/**
 * Stands in for the session middleware, which runs before the UI mode: the verified session of an
 * access token, or the refreshed one (the settings' user U-0011) when only a refresh token is left.
 */
function verifiedSessionOf(cookie: string): Session | null {
  const access = /access_token=([^;]+)/.exec(cookie)?.[1];
  const userId = access ? (JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub : /refresh_token=/.test(cookie) ? 'U-0011' : undefined;
  return userId ? ({ userId } as Session) : null;
}

const app = new Hono<ShopEnv>()
  .use(async (c, next) => {
    c.set('session', verifiedSessionOf(c.req.header('cookie') ?? ''));
    await next();
  })
  .post('/cookie', async (c) => c.text(punchoutSettingsCookie(c, (await c.req.json()) as StoredPunchoutSettings)))
  .get('/check', (c) =>
    c.json({ punchout: isPunchoutSession(c), ancestors: punchoutFrameAncestors(c), settings: readPunchoutSettings(c) ?? null, framed: framedCookieAttributes(c) }),
  );

/** An unsigned token stands for a verified one here (verifiedSessionOf reads its `sub`). */
const tokenFor = (sub: string) => `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`;

async function settingsCookie(value: StoredPunchoutSettings, environment = 'development') {
  const res = await app.request('/cookie', { method: 'POST', body: JSON.stringify(value) }, env(environment));
  return (await res.text()).split(';')[0] ?? '';
}

async function check(cookies: string[], environment = 'development') {
  const res = await app.request('/check', { headers: { cookie: cookies.join('; ') } }, env(environment));
  return (await res.json()) as { punchout: boolean; ancestors: string[]; settings: unknown; framed: Record<string, unknown> };
}

describe('the punch-out session marker', () => {
  it.each([
    ['settings and the same user’s access token', true, [`access_token=${tokenFor('U-0011')}`]],
    ['settings and only a refresh token (access expired)', true, ['refresh_token=abc.def']],
    ['settings and another user’s access token', false, [`access_token=${tokenFor('U-0001')}`]],
    ['settings without any session (signed out)', false, []],
  ])('%s → %s', async (_name, expected, tokens) => {
    const result = await check([await settingsCookie(settings), ...tokens]);
    expect(result.punchout).toBe(expected);
    expect(result.ancestors).toEqual(expected ? ['https://srm.example.se:8443'] : []);
  });

  it('ignores saved settings whose callback URL fails the hook rule (edited cookie)', async () => {
    const tampered = await settingsCookie({ ...settings, callback_url: 'javascript:alert(1)' });
    const result = await check([tampered, `access_token=${tokenFor('U-0011')}`]);
    expect(result).toMatchObject({ punchout: false, settings: null });
  });

  it('ignores a garbled cookie', async () => {
    expect((await check(['punchout_settings=%%%not-base64', `access_token=${tokenFor('U-0011')}`])).punchout).toBe(false);
  });

  it('exposes HOOK_URL as the callback URL and never holds a password', async () => {
    const result = await check([await settingsCookie(settings)]);
    expect(result.settings).toMatchObject({ callback_url: settings.callback_url, HOOK_URL: settings.callback_url, logonId: 'oci-demo' });
  });

  it('gives framed sessions SameSite=None; Secure; Partitioned cookies outside local development', async () => {
    const framed = { ...settings, framed: true };
    const production = await app.request('/cookie', { method: 'POST', body: JSON.stringify(framed) }, env('production'));
    expect(await production.text()).toMatch(/^__Host-punchout_settings=.*; Secure; SameSite=None; Partitioned$/);
    const cookie = await settingsCookie(framed, 'production');
    expect((await check([cookie], 'production')).framed).toEqual({ sameSite: 'None', secure: true, partitioned: true });
    expect((await check([await settingsCookie(framed)])).framed).toEqual({});
  });
});
