import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShopEnv } from '../../src/lib/request/shop-env';

vi.mock('server-only', () => ({}));
vi.mock('waku/router/server', () => ({ unstable_redirect: vi.fn(), unstable_notFound: vi.fn() }));

const { resolveSession } = await import('./resolve-session');

// The edge session against a fake auth service: what happens when it stalls, and what a grace
// answer does. Each test file gets its own module instance, so the JWKS cache starts empty here.

let privateKey: CryptoKey;
let jwks: { keys: unknown[] };

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  privateKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' }] };
});

const accessToken = (expiresInSeconds: number, claims: Record<string, unknown> = {}) =>
  new SignJWT({ version: 2, sid: 'r'.repeat(22), fam: 'f'.repeat(22), customerPermissions: [{ role: 'USER', customerId: 'C-1001', permissionDenies: [] }], ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
    .setSubject('U-0001')
    .setIssuer('https://auth.test')
    .setAudience('shop')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(privateKey);

type AuthHandler = (request: Request) => Promise<Response>;

function memoryKv() {
  const entries = new Map<string, string>();
  return {
    entries,
    get: async (key: string) => entries.get(key) ?? null,
    put: async (key: string, value: string) => void entries.set(key, value),
  };
}

function shop(auth: AuthHandler, kv = memoryKv()) {
  const env = {
    ENVIRONMENT: 'development',
    TOKEN_REFRESH_MARGIN_SECONDS: '60',
    AUTH_ISSUER: 'https://auth.test',
    AUTH_AUDIENCE: 'shop',
    AUTH_BASE_URL: 'binding:/',
    BACKEND: { fetch: auth },
    CACHE: kv,
  } as unknown as ShopEnv['Bindings'];
  const app = new Hono<ShopEnv>().get('/', async (c) => {
    const started = Date.now();
    const resolved = await resolveSession(c);
    return c.json({ signedIn: resolved.session !== null, setCookies: resolved.setCookies, ms: Date.now() - started });
  });
  return async (cookie: string) => (await app.request('/', { headers: { cookie } }, env)).json() as Promise<{ signedIn: boolean; setCookies: string[]; ms: number }>;
}

const stalled: AuthHandler = () => new Promise<Response>(() => undefined);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const REFRESH = `refresh_token=${'r'.repeat(22)}.${'s'.repeat(43)}`;
const tokenNames = (setCookies: string[]) => setCookies.map((line) => line.slice(0, line.indexOf('=')));
const clearsEverything = (setCookies: string[]) =>
  ['access_token', 'refresh_token', 'delivery-prefs', 'checkout-result'].every((name) => setCookies.some((line) => line.startsWith(`${name}=;`) && /Max-Age=0/.test(line)));

/** An auth service that serves its keys and answers refreshes as the test says. */
const authWith = (refresh: () => Response | Promise<Response>): AuthHandler => async (request) => {
  const { pathname } = new URL(request.url);
  if (pathname === '/.well-known/jwks.json') return json(jwks);
  if (pathname === '/v2/sessions/') return refresh();
  return json({ error: { status: 404 } }, 404);
};

afterEach(() => {
  vi.useRealTimers();
});

// The order matters: the first test finds no keys cached, the later ones find them.
describe('with the auth service stalled', () => {
  it('answers within the 2 s budget and keeps the cookies (no cached keys)', async () => {
    const resolve = shop(stalled);
    const answer = await resolve(`access_token=${await accessToken(600)}; ${REFRESH}`);
    expect(answer.signedIn).toBe(false);
    expect(answer.setCookies).toEqual([]);
    expect(answer.ms).toBeLessThan(3000);
  }, 20_000);

  it('does not make the next requests wait on it again', async () => {
    const answer = await shop(stalled)(`access_token=${await accessToken(600)}; ${REFRESH}`);
    expect(answer).toMatchObject({ signedIn: false, setCookies: [] });
    expect(answer.ms).toBeLessThan(500);
  });

  it('with keys cached, keeps a still-valid access token when the refresh stalls', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6000 });
    expect((await shop(authWith(() => json({}, 500)))(`access_token=${await accessToken(600)}`)).signedIn).toBe(true);
    const answer = await shop(authWith(() => new Promise<Response>(() => undefined)))(`access_token=${await accessToken(30)}; ${REFRESH}`);
    expect(answer).toMatchObject({ signedIn: true, setCookies: [] });
    expect(answer.ms).toBeLessThan(3000);
  }, 20_000);

  it('an expired access token and a refresh that fails: signed out for now, cookies kept', async () => {
    const answer = await shop(authWith(() => json({ error: { status: 503, code: 'unavailable' } }, 503)))(`access_token=${await accessToken(-60)}; ${REFRESH}`);
    expect(answer).toMatchObject({ signedIn: false, setCookies: [] });
  });
});

describe('the grace answer', () => {
  const inProgress = (extra: Record<string, unknown> = {}) => json({ error: { status: 409, code: 'refresh_in_progress', message: 'wait' }, ...extra }, 409);

  it('signs the request in with the access token the service gives, and sets no cookie', async () => {
    const graceToken = await accessToken(900);
    const answer = await shop(authWith(() => inProgress({ AccessToken: graceToken, ExpiresIn: 900, TokenType: 'Bearer' })))(REFRESH);
    expect(answer).toMatchObject({ signedIn: true, setCookies: [] });
  });

  it('without a token keeps the still-valid access token, or stays signed out for now; never clears', async () => {
    const plain = shop(authWith(() => inProgress()));
    expect(await plain(`access_token=${await accessToken(30)}; ${REFRESH}`)).toMatchObject({ signedIn: true, setCookies: [] });
    expect(await plain(REFRESH)).toMatchObject({ signedIn: false, setCookies: [] });
  });
});

describe('a session that is over', () => {
  it('a replayed refresh token clears every session and user cookie and lists the sign-in as revoked', async () => {
    const kv = memoryKv();
    const replayed = shop(authWith(() => json({ error: { status: 401, code: 'refresh_token_reused', message: 'reused' } }, 401)), kv);
    const answer = await replayed(`access_token=${await accessToken(-60)}; ${REFRESH}`);
    expect(answer.signedIn).toBe(false);
    expect(clearsEverything(answer.setCookies)).toBe(true);
    expect([...kv.entries.keys()]).toEqual([`revoked-session:${'f'.repeat(22)}`]);
    // Another browser holding a still-valid access token of that sign-in is signed out too.
    const other = await shop(authWith(() => json({}, 500)), kv)(`access_token=${await accessToken(600)}`);
    expect(other.signedIn).toBe(false);
    expect(clearsEverything(other.setCookies)).toBe(true);
  });

  it('a refused refresh token without a replay ends the session without listing anything', async () => {
    const kv = memoryKv();
    const answer = await shop(authWith(() => json({ error: { status: 401, code: 'invalid_refresh_token' } }, 401)), kv)(REFRESH);
    expect(tokenNames(answer.setCookies)).toContain('refresh_token');
    expect(kv.entries.size).toBe(0);
  });
});
