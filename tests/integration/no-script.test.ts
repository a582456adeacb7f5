import { describe, expect, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { getWith, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// Decision 044: a browser without scripts cannot move a streamed part into place (React does it
// with an inline script), so each page sends it to itself with ?skript=av, and from then on every
// page it gets has all its parts in place.

const CATEGORY = '/kategorier/el/belysning/ljuskallor';
const count = (text: string, part: string) => text.split(part).length - 1;
/** What out-of-order streaming leaves in a page: a pending boundary's marker and its reveal script. */
const streamedParts = (page: ShopResponse) => count(page.streamedBody ?? '', '<template id="B:') + count(page.streamedBody ?? '', '$RC(');
const refreshOf = (page: ShopResponse) => /<noscript><meta http-equiv="refresh" content="0; url=&#x27;([^&]*(?:&amp;[^&]*)*)&#x27;"\/><\/noscript>/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
const setCookies = (page: ShopResponse) => [page.headers['set-cookie'] ?? []].flat();
const noScriptCookie = (jar: CookieJar) => jar.get('no-script') ?? jar.get('__Host-no-script');

describe('a browser that runs scripts', () => {
  it('gets the page streamed, with a <noscript> refresh to the same page without streaming', async () => {
    const page = await shopRequest(`${CATEGORY}?sida=2`);
    expect(page.status).toBe(200);
    expect(streamedParts(page)).toBeGreaterThan(0);
    expect(refreshOf(page)).toBe(`${CATEGORY}?sida=2&skript=av`);
  });
});

describe('a browser without scripts', () => {
  it('gets every part of the page in place, no refresh, and a cookie for the rest of its session', async () => {
    const jar = new CookieJar();
    const page = await getWith(jar, `${CATEGORY}?skript=av`);
    expect(page.status).toBe(200);
    expect(streamedParts(page)).toBe(0);
    expect(refreshOf(page)).toBeUndefined();
    expect(count(page.body, '<li class="product-card"')).toBe(48);
    const cookie = setCookies(page).find((line) => /^(__Host-)?no-script=1;/.test(line));
    expect(cookie).toMatch(/HttpOnly/i);
    // A session cookie: a browser that turns scripts on again streams from its next session.
    expect(cookie).not.toMatch(/max-age|expires/i);
    expect(noScriptCookie(jar)).toBe('1');
  });

  it('with the cookie, a signed-in buyer\'s pages have their prices, header, cart, order history, order lines and list lines in place', async () => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    await getWith(jar, '/?skript=av');
    const category = await getWith(jar, CATEGORY);
    expect(streamedParts(category)).toBe(0);
    expect(count(category.body, 'class="card-price__value"')).toBe(48);
    expect(category.body).toContain('account-menu__identity');
    const cart = await getWith(jar, '/cart');
    expect(cart.status).toBe(200);
    expect(streamedParts(cart)).toBe(0);
    expect(cart.body).not.toContain('cart-page__loading');
    const orders = await getWith(jar, '/mina-sidor/ordrar');
    expect(streamedParts(orders)).toBe(0);
    expect(orders.body).toContain('class="data-table data-table--stack orders-table"');
    const order = await getWith(jar, '/mina-sidor/ordrar/4500001');
    expect(streamedParts(order)).toBe(0);
    expect(order.body).toContain('id="order-lines"');
    const list = await getWith(jar, '/inkopslistor/FL-SERVICEBILEN');
    expect(streamedParts(list)).toBe(0);
    expect(list.body).toContain('class="list-lines"');
  });

  it('is never served from or stored in the shared page cache', async () => {
    const first = await shopRequest(`${CATEGORY}?skript=av`);
    const again = await shopRequest(`${CATEGORY}?skript=av`);
    expect([first.headers['x-shop-cache'], again.headers['x-shop-cache']]).toEqual(['bypass', 'bypass']);
    const scripted = await shopRequest(CATEGORY);
    expect(streamedParts(scripted)).toBeGreaterThan(0);
  });

  it('an unknown product is still the 404 page', async () => {
    const page = await shopRequest('/produkt/finns-inte?skript=av');
    expect(page.status).toBe(404);
  });
});
