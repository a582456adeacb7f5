import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../support/demo-users';
import { getWith, postForm, signInAs } from '../support/session-flows';
import { OPEN_REDIRECT_PAYLOADS, staysOnShop } from '../support/redirect-payloads';
import type { CookieJar } from '../support/cookie-jar';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// Open redirects: every route that takes a return address must send the browser back to the shop
// whatever the address says — after sign-in, after a customer switch, after a store choice, and
// when a signed-in visitor opens /logga-in?returnTo=…. Written for the fixed safeReturnTo.
let gustav: CookieJar;
let storeId: string;

beforeAll(async () => {
  gustav = (await signInAs('gustav.gran@demo.example')).jar;
  const stores = (await fetch(`${inject('backendOrigin')}/locations?service=standard-pickup`).then((res) => res.json())) as { data: { id: string }[] };
  storeId = stores.data[0]!.id;
});

/** Runs every payload and lists the ones whose redirect left the shop (all at once, not the first). */
async function escapes(answer: (payload: string) => Promise<ShopResponse>): Promise<string[]> {
  const escaped: string[] = [];
  for (const payload of OPEN_REDIRECT_PAYLOADS) {
    const res = await answer(payload);
    // A refusal without a redirect (400 for a control character in the query) sends nobody anywhere.
    const refused = res.status >= 400 && res.status < 500 && res.headers.location === undefined;
    if (!refused && !staysOnShop(res.headers.location)) escaped.push(`${JSON.stringify(payload)} → ${res.status} ${JSON.stringify(res.headers.location)}`);
  }
  return escaped;
}

describe('return addresses never leave the shop', () => {
  it('after signing in', async () => {
    expect(await escapes((returnTo) => postForm('/api/session/sign-in', { username: DEMO_USERS.anna.email, password: 'Demo1234!', returnTo }))).toEqual([]);
  }, 120_000);

  it('after a failed sign-in (back to the form, returnTo kept)', async () => {
    // An unknown user from addresses of its own: the auth service counts failures per user and per
    // address, and these must not lock the demo users or the other tests' address out.
    let attempt = 0;
    const failed = (returnTo: string) =>
      shopRequest('/api/session/sign-in', {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': `198.51.100.${100 + attempt++}` },
        body: new URLSearchParams({ username: 'redirect.probe@demo.example', password: 'fel-losenord1', returnTo }).toString(),
      });
    expect(await escapes(failed)).toEqual([]);
  }, 120_000);

  it('after switching or clearing the customer context', async () => {
    expect(await escapes((returnTo) => postForm('/api/session/context', { clear: '1', returnTo }, gustav))).toEqual([]);
  });

  it('after choosing a store', async () => {
    expect(await escapes((returnTo) => postForm('/api/preferences/store', { storeId, returnTo }))).toEqual([]);
  });

  it('when a signed-in visitor opens the sign-in page', async () => {
    expect(await escapes((returnTo) => getWith(gustav, `/logga-in?returnTo=${encodeURIComponent(returnTo)}`))).toEqual([]);
  });
});
