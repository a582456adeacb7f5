import { get, postForm } from './http-get.mjs';

/** The demo buyer from the auth seed (backend/seed/auth-seed.mjs), signed in for the signed-in routes. */
export const DEMO_BUYER = { username: 'anna.andersson@demo.example', password: 'Demo1234!' };

/** Access tokens live 15 minutes; sign in again well before that rather than let one lapse mid-route. */
const RESIGN_AFTER_MS = 10 * 60_000;

const TOKEN_COOKIES = ['access_token', 'refresh_token'];
/** What the first signed-in page keeps in the browser: the customer's assortment and store (decision 046). */
const LANDING_COOKIES = ['customer-facts'];

/** name=value of the Set-Cookie values named in `names`, in that order; missing names are left out. */
function pickCookies(setCookies = [], names) {
  const pairs = new Map(setCookies.map((line) => line.split(';')[0].trim()).map((pair) => [pair.slice(0, pair.indexOf('=')), pair]));
  return names.filter((name) => pairs.get(name)?.length > name.length + 1).map((name) => pairs.get(name));
}

/** True when an answer clears the session cookie: the shop treated the request as signed out. */
export function clearsSession(res) {
  return (res.headers['set-cookie'] ?? []).some((line) => /^access_token=;/.test(line.trim()) || (/^access_token=/.test(line.trim()) && /max-age=0\b/i.test(line)));
}

/**
 * Signs the demo buyer in through the shop's own form route, as a browser would (same-origin
 * Origin header, urlencoded form, 303 answer), follows the redirect as a browser does, and returns
 * the Cookie header value carrying the access and refresh tokens and what that first page kept (a
 * browser sends it with every later page). Throws when the shop does not hand out both tokens.
 */
export async function signIn(origin, { host, buyer = DEMO_BUYER }) {
  const res = await postForm(new URL('/api/session/sign-in', origin).href, buyer, { host, headers: { origin: `http://${host}` } });
  const cookies = pickCookies(res.headers['set-cookie'], TOKEN_COOKIES);
  if (res.status !== 303 || cookies.length !== TOKEN_COOKIES.length) {
    throw new Error(`signing in ${buyer.username} failed: ${res.status} to ${res.headers.location ?? '-'}, cookies: ${(res.headers['set-cookie'] ?? []).map((c) => c.split('=')[0]).join(', ') || 'none'}`);
  }
  const landing = await get(new URL(res.headers.location ?? '/', origin).href, { host, headers: { cookie: cookies.join('; ') } });
  return [...cookies, ...pickCookies(landing.headers['set-cookie'], LANDING_COOKIES)].join('; ');
}

/**
 * A signed-in session for one shop: `headers()` gives the Cookie header, signing in on first use
 * and again once the tokens are older than RESIGN_AFTER_MS. `check(path)` makes sure a page is
 * answered signed in (no cleared session cookie, the sign-out form present).
 */
export function signedInSession(origin, { host, log = console.log }) {
  let cookie = null;
  let signedInAt = 0;
  const headers = async () => {
    if (!cookie || Date.now() - signedInAt > RESIGN_AFTER_MS) {
      cookie = await signIn(origin, { host });
      signedInAt = Date.now();
      log(`Signed in as ${DEMO_BUYER.username}.`);
    }
    return { cookie };
  };
  const check = async (path) => {
    const res = await get(new URL(path, origin).href, { host, headers: await headers() });
    if (res.status !== 200 || clearsSession(res) || !res.body.includes('/api/session/sign-out')) {
      throw new Error(`${path} was not answered signed in (status ${res.status}${clearsSession(res) ? ', session cookie cleared' : ''})`);
    }
    return res;
  };
  return { headers, check };
}
