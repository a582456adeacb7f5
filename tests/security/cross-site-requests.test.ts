import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { DEMO_USERS } from '../support/demo-users';
import { cartLineCount, sampleProduct } from '../support/product-forms';
import { callServerAction } from '../support/server-action-call';
import { DEMO_PASSWORD, flashKey, getWith, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// CSRF: a page on another site makes the visitor's browser post to the shop, cookies and all. Every
// state-changing entry (the session's edge routes, the store choice, content forms, server
// functions called by script or posted as a form without JavaScript) refuses it, and nothing of
// the visitor's state changes.
const FOREIGN_ORIGINS: (string | undefined)[] = ['https://evil.example', 'null', 'http://localhost.evil.example', undefined];
const STATE_COOKIES = /^(?:access_token|refresh_token|customer_context|assortment_choice|sign_in_challenge|store|consent-groups)=/;

let carl: CookieJar;
let storeId: string;

beforeAll(async () => {
  carl = (await signInAs(DEMO_USERS.carl.email)).jar;
  const stores = (await fetch(`${inject('backendOrigin')}/locations?service=standard-pickup`).then((res) => res.json())) as { data: { id: string }[] };
  storeId = stores.data[0]!.id;
});

function postFrom(origin: string | undefined, path: string, fields: Record<string, string>, jar: CookieJar): Promise<ShopResponse> {
  return shopRequest(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header(), ...(origin === undefined ? {} : { origin }) },
    body: new URLSearchParams(fields).toString(),
  });
}

const setCookies = (res: ShopResponse) => [res.headers['set-cookie'] ?? []].flat();

describe('cross-site posts', () => {
  it("the session's edge routes, the store choice and the consent answer refuse them and set nothing", async () => {
    const posts: [string, Record<string, string>][] = [
      ['/api/session/sign-in', { username: DEMO_USERS.anna.email, password: DEMO_PASSWORD }],
      ['/api/session/new-password', { newPassword: 'NyttLosen123', confirmPassword: 'NyttLosen123' }],
      ['/api/session/forgot-password', { email: DEMO_USERS.carl.email }],
      ['/api/session/activate', { token: 'x', newPassword: 'NyttLosen123', confirmPassword: 'NyttLosen123' }],
      ['/api/session/context', { context: 'C-2001|' }],
      ['/api/session/assortment', { choice: 'full' }],
      ['/api/session/sign-out', {}],
      ['/api/preferences/store', { storeId }],
      ['/api/consent', { consent: 'all' }],
    ];
    for (const origin of FOREIGN_ORIGINS) {
      for (const [path, fields] of posts) {
        const res = await postFrom(origin, path, fields, carl);
        const label = `${path} from ${origin ?? 'no origin'}`;
        expect(res.status, label).toBe(303);
        expect(flashKey(res), label).toBe('errors.forbidden_origin');
        expect(setCookies(res).filter((cookie) => STATE_COOKIES.test(cookie)), label).toEqual([]);
      }
    }
    // Carl is still signed in, in the customer he had (not signed out, not switched).
    const page = await getWith(carl, '/mina-sidor');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Bygg &amp; El Norr AB');
  });

  it('a content form posted from another site is a 403', async () => {
    for (const origin of FOREIGN_ORIGINS) {
      expect((await postFrom(origin, '/api/forms/kontakt/submissions', { namn: 'x' }, carl)).status, origin).toBe(403);
    }
  });
});

describe('cross-site server functions', () => {
  beforeAll(async () => {
    // The control: from the shop's own page the same call adds a line the count can see.
    const { articleNumber } = await sampleProduct(carl, 0);
    expect((await callServerAction('addToCart', { articleNumber, quantity: '1' }, { cookie: carl.header() })).body).toContain('Tillagd i varukorgen');
    expect(await cartLineCount(carl)).toBeGreaterThan(0);
  });

  it('a script call from another site is a 403 and the cart stays as it was', async () => {
    const { articleNumber } = await sampleProduct(carl, 1);
    const before = await cartLineCount(carl);
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: 'http://localhost.evil.example' }]) {
      const res = await callServerAction('addToCart', { articleNumber, quantity: '1' }, { cookie: carl.header(), ...headers });
      expect(res.status, headers.origin).toBe(403);
    }
    expect(await cartLineCount(carl)).toBe(before);
  });

  it('a form posted without JavaScript from another site is a 403 and the cart stays as it was', async () => {
    const { slug, articleNumber, addForm } = await sampleProduct(carl, 2);
    const before = await cartLineCount(carl);
    const form = new FormData();
    for (const [name, value] of addForm) form.append(name, value);
    form.set('articleNumber', articleNumber);
    form.set('quantity', '1');
    const encoded = new Response(form);
    const res = await shopRequest(`/produkt/${slug}`, {
      method: 'POST',
      headers: { cookie: carl.header(), origin: 'https://evil.example', 'content-type': encoded.headers.get('content-type') ?? '' },
      body: await encoded.text(),
    });
    expect(res.status).toBe(403);
    expect(await cartLineCount(carl)).toBe(before);
  });
});
