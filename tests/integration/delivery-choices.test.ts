import { describe, expect, it } from 'vitest';
import { addToCart, checkedValue, formFields, location, orderNumbers, submit, text } from '../support/checkout-forms';
import type { CookieJar } from '../support/cookie-jar';
import { getWith, postForm, signInAs } from '../support/session-flows';
import type { ShopResponse } from '../support/shop-client';

// Issue 11, item 4: the delivery step's choices are the cart's (decision 014). A buyer chooses on
// one device and finds the same choices on another, after signing out and in, and can order from
// there; the browser never keeps the order in a cookie (only preferences: store and zip code).

const BUYER = 'site.admin@demo.example';
const FORM_MARKER = 'name="deliveryId-0"';

/** Every response of the test, so no step can have set a cookie holding the delivery form. */
const seen: ShopResponse[] = [];
const track = (res: ShopResponse) => (seen.push(res), res);
const get = async (jar: CookieJar, path: string) => track(await getWith(jar, path));
const cookieNames = (res: ShopResponse) => [res.headers['set-cookie'] ?? []].flat().map((line) => line.slice(0, line.indexOf('=')));

const field = (html: string, name: string) => formFields(html, FORM_MARKER).find(([key]) => key === name)?.[1];

// Order references are unique per customer for a year (decision 019): each run makes its own.
const RUN = crypto.randomUUID().slice(0, 8);
const REFERENCE = `Bygge ${RUN}`;
const PICKUP_REFERENCE = `Hämtas av Bo ${RUN}`;

describe('delivery choices kept in the cart', () => {
  it('are the same on another device, after signing out and in, and the order is placed from them', async () => {
    const { jar: deviceA, res: signedInA } = await signInAs(BUYER);
    track(signedInA);
    await addToCart(deviceA, 'skruvmejsel');
    await addToCart(deviceA, 'tumstock', 'EXH:S-UME-01');

    const choose = await submit(deviceA, '/delivery', FORM_MARKER, {
      'method-0': 'DBI',
      'reference-0': REFERENCE,
      'goodsLabel-0': 'Hus B',
      'message-0': 'portkod 4711',
      'contactName-0': 'Anna Andersson',
      'contactPhone-0': '070-123 45 67',
      'method-1': 'EXH',
      'store-1': 'S-LLA-01',
      'reference-1': PICKUP_REFERENCE,
    });
    track(choose);
    expect(choose.status, text(choose.body).slice(0, 400)).toBe(303);
    expect(location(choose)).toMatch(/\/summary$/);
    // The browser remembers the store per method (a preference), nothing of the order.
    expect(deviceA.get('delivery-prefs')).toBeTruthy();

    // Device B: a fresh browser, signed in as the same buyer.
    const { jar: deviceB, res: signedInB } = await signInAs(BUYER);
    track(signedInB);
    const summaryB = text((await get(deviceB, '/summary')).body);
    for (const shown of ['Utkörning', 'Leverans till butik', REFERENCE, 'Hus B', 'portkod 4711', 'Anna Andersson', '070-123 45 67', PICKUP_REFERENCE]) expect(summaryB).toContain(shown);
    expect(summaryB).not.toContain('Vänligen välj ett leveranssätt.');
    expect(summaryB).not.toContain('Ej vald');

    const deliveryB = (await get(deviceB, '/delivery')).body;
    expect(checkedValue(deliveryB, 'method-0')).toBe('DBI');
    expect(checkedValue(deliveryB, 'method-1')).toBe('EXH');
    expect(field(deliveryB, 'deliveryId-1')).toBe('EXH:S-LLA-01');
    expect([field(deliveryB, 'reference-0'), field(deliveryB, 'message-0'), field(deliveryB, 'contactPhone-0'), field(deliveryB, 'reference-1')]).toEqual([REFERENCE, 'portkod 4711', '070-123 45 67', PICKUP_REFERENCE]);

    // Device A signs out (its preferences go) and in again: the choices still come from the cart.
    track(await postForm('/api/session/sign-out', {}, deviceA));
    expect(deviceA.get('delivery-prefs')).toBeUndefined();
    track(await postForm('/api/session/sign-in', { username: BUYER, password: 'Demo1234!' }, deviceA));
    const summaryA = text((await get(deviceA, '/summary')).body);
    for (const shown of [REFERENCE, 'portkod 4711', PICKUP_REFERENCE]) expect(summaryA).toContain(shown);

    // Device B orders what the cart holds.
    const placed = track(await submit(deviceB, '/summary', 'name="idempotencyKey"'));
    expect(placed.status, text(placed.body).slice(0, 400)).toBe(303);
    expect(location(placed)).toMatch(/\/checkout-success-page$/);
    expect(orderNumbers((await get(deviceB, '/checkout-success-page')).body)).toHaveLength(2);

    // The ordered deliveries took their choices along: new lines start without one.
    await addToCart(deviceA, 'skruvmejsel');
    const fresh = (await get(deviceA, '/summary')).body;
    expect(text(fresh)).toContain('Vänligen välj ett leveranssätt.');
    // The cart's own grouping is no choice: the method reads "Ej vald" until the step is saved.
    expect(text(fresh)).toContain('Leveranssätt Ej vald');
    expect(text(fresh)).not.toContain('portkod 4711');
    const refused = track(await submit(deviceA, '/summary', 'name="idempotencyKey"', {}, fresh));
    expect(refused.status).toBe(200);
    expect(text(refused.body)).toContain('Vänligen välj ett leveranssätt.');
    const again = (await get(deviceA, '/delivery')).body;
    expect(field(again, 'reference-0')).toBe('');
    expect(field(again, 'message-0')).toBe('');

    const names = new Set(seen.flatMap(cookieNames));
    expect(names.has('delivery-prefs')).toBe(true);
    expect([...names].filter((name) => /delivery-form|deliveryPageForm/i.test(name))).toEqual([]);
    expect(deviceA.get('delivery-form') ?? deviceB.get('delivery-form')).toBeUndefined();
  });
});
