import { describe, expect, it } from 'vitest';
import { encodeCookieJson } from '../../src/lib/request/cookie-json';
import { CookieJar } from '../support/cookie-jar';
import { getWith, postForm, signInAs } from '../support/session-flows';

// Issue 11, data left behind: what a buyer typed at checkout must not outlive their session in
// the browser (the list of such cookies is src/lib/request/user-cookies.ts). The delivery form
// itself ("portkod 4711") is kept in the cart, never in a cookie: tests/integration/delivery-choices.test.ts.

const USER_DATA = ['delivery-prefs', 'checkout-result'];

/** The cookies the delivery page and the checkout write. */
function leaveCheckoutData(jar: CookieJar): CookieJar {
  return jar
    .set('delivery-prefs', encodeCookieJson({ selectedLocations: { EXH: 'S-UME-01' }, zipCodes: { XXX: '90326' } }))
    .set('checkout-result', encodeCookieJson({ orders: [{ deliveryId: 'DBI', orderId: '100001', method: 'DBI' }], failedDeliveries: [] }));
}

describe('what the user leaves in the browser', () => {
  it('goes at sign-out; preferences that are not the user’s stay', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    leaveCheckoutData(jar).set('store', 'S-UME-01');
    const out = await postForm('/api/session/sign-out', {}, jar);
    expect(out.status).toBe(303);
    for (const name of [...USER_DATA, 'access_token', 'refresh_token']) expect(jar.get(name), name).toBeUndefined();
    // The store picked on a product page is a visitor's preference; the customer choice is keyed to the user.
    expect(jar.get('store')).toBe('S-UME-01');
    expect(decodeURIComponent(jar.get('customer_context') ?? '')).toMatch(/^U-0001\|C-1001\|/);
  });

  it('goes when the session ends without a sign-out (its refresh token refused)', async () => {
    const { jar } = await signInAs('bo.berg@demo.example');
    const refresh = jar.get('refresh_token')!;
    await postForm('/api/session/sign-out', {}, jar);
    const left = leaveCheckoutData(new CookieJar().set('refresh_token', refresh));
    const res = await getWith(left, '/');
    expect(res.status).toBe(200);
    for (const name of [...USER_DATA, 'refresh_token']) expect(left.get(name), name).toBeUndefined();
  });

  it('goes when the next user signs in on the same browser', async () => {
    const jar = leaveCheckoutData(new CookieJar());
    await postForm('/api/session/sign-in', { username: 'erik.ek@demo.example', password: 'Demo1234!' }, jar);
    expect(jar.get('access_token')).toBeTruthy();
    for (const name of USER_DATA) expect(jar.get(name), name).toBeUndefined();
  });
});
