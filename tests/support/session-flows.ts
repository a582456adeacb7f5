import { CookieJar } from './cookie-jar';
import { shopRequest, type ShopResponse } from './shop-client';

export const DEMO_PASSWORD = 'Demo1234!';
const ORIGIN = 'http://localhost';

/** Posts a form to an edge route the way a browser on the shop's own page would. */
export async function postForm(path: string, fields: Record<string, string>, jar = new CookieJar()): Promise<ShopResponse> {
  const res = await shopRequest(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: jar.header() },
    body: new URLSearchParams(fields).toString(),
  });
  jar.store(res);
  return res;
}

/** GET with the jar's cookies, keeping whatever the answer sets. */
export async function getWith(jar: CookieJar, path: string): Promise<ShopResponse> {
  const res = await shopRequest(path, { headers: { cookie: jar.header() } });
  jar.store(res);
  return res;
}

/** Signs in through the shop's own sign-in route and returns the browser's cookies. */
export async function signInAs(username: string, password = DEMO_PASSWORD): Promise<{ jar: CookieJar; res: ShopResponse }> {
  const jar = new CookieJar();
  const res = await postForm('/api/session/sign-in', { username, password, returnTo: '/' }, jar);
  return { jar, res };
}

/** The flash message key a redirect carries. */
export const flashKey = (res: ShopResponse) =>
  [res.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('flash=') && !cookie.startsWith('flash=;'))?.split(';')[0]?.slice('flash='.length);

export const claimsOf = (token: string | undefined) => (token ? JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) : undefined);
