import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { DEMO_USERS } from '../support/demo-users';
import { claimsOf, postForm, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// POST /api/events (spec points 4, 7 and 8): the browser's tracking batch reaches the search
// service's POST /createEvents with the user, customer and brand the edge attaches from the
// verified session and the host, never from the body. What was stored is read back through the
// development route /api/dev/tracking-events.

const newTrackingId = () => randomBytes(16).toString('base64url').slice(0, 21);
const click = (id = '1000001', quantity = 1) => ({ type: 'click', entity: { type: 'variant', id }, quantity });

function send(body: unknown, options: { host?: string; jar?: CookieJar; origin?: string | null; contentType?: string; raw?: string } = {}): Promise<ShopResponse> {
  const origin = options.origin === undefined ? `http://${options.host ?? 'localhost'}` : options.origin;
  return shopRequest('/api/events', {
    method: 'POST',
    ...(options.host ? { host: options.host } : {}),
    headers: {
      'content-type': options.contentType ?? 'text/plain;charset=UTF-8',
      ...(origin === null ? {} : { origin }),
      ...(options.jar ? { cookie: options.jar.header() } : {}),
    },
    body: options.raw ?? JSON.stringify(body),
  });
}

const storedRows = async (trackingId: string) => JSON.parse((await shopRequest(`/api/dev/tracking-events?trackingId=${trackingId}`)).body).data as Record<string, unknown>[];
/** Storing runs after the 204 (waitUntil): wait for it rather than for a fixed time. */
const stored = (trackingId: string) => expect.poll(() => storedRows(trackingId), { timeout: 20_000, interval: 100 });

describe('POST /api/events', () => {
  it("stores an anonymous visitor's batch under the brand of the host, with no user", async () => {
    const trackingId = newTrackingId();
    const events = [click('1000001', 2), { type: 'addtocart', entity: { type: 'variant', id: '1000002' }, quantity: 4, listName: 'product_list' }];
    const res = await send({ trackingId, events }, { host: 'virke.localhost' });
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    await stored(trackingId).toHaveLength(2);
    expect(await storedRows(trackingId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'click', articleNumber: '1000001', quantity: 2, brand: 'virke', userId: null, customerId: null }),
        expect.objectContaining({ type: 'addtocart', articleNumber: '1000002', quantity: 4, listName: 'product_list', brand: 'virke' }),
      ]),
    );
  });

  it("stores a signed-in buyer's batch under the session's user and chosen customer", async () => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    expect((await postForm('/api/session/context', { context: 'C-2001|' }, jar)).status).toBe(303);
    const userId = claimsOf(jar.get('access_token')).sub as string;
    const trackingId = newTrackingId();
    const purchase = { type: 'purchase', entity: { type: 'variant', id: '1000003' }, quantity: 3, orderId: 'O-1001' };
    // JSON as a keepalive fetch sends it.
    expect((await send({ trackingId, events: [purchase] }, { jar, contentType: 'application/json' })).status).toBe(204);
    await stored(trackingId).toEqual([expect.objectContaining({ userId, customerId: 'C-2001', brand: 'ljus', type: 'purchase', orderId: 'O-1001' })]);
  });

  it('refuses a body that names a user, customer or brand, and stores nothing', async () => {
    const { jar } = await signInAs(DEMO_USERS.anna.email);
    const trackingId = newTrackingId();
    for (const claim of [{ userId: 'U-9999' }, { customerId: 'C-3001' }, { brand: 'ror' }]) {
      const res = await send({ trackingId, events: [click()], ...claim }, { jar });
      expect(res.status, JSON.stringify(claim)).toBe(400);
    }
    const inEvent = await send({ trackingId, events: [{ ...click(), userId: 'U-9999' }] }, { jar });
    expect(inEvent.status).toBe(400);
    expect(await storedRows(trackingId)).toEqual([]);
  });

  it('answers malformed batches with a 400 in JSON', async () => {
    const trackingId = newTrackingId();
    const bad: [string, string][] = [
      ['not JSON', '{"trackingId":'],
      ['no tracking id', JSON.stringify({ events: [click()] })],
      ['a short tracking id', JSON.stringify({ trackingId: 'abc', events: [click()] })],
      ['no events', JSON.stringify({ trackingId, events: [] })],
      ['an unknown type', JSON.stringify({ trackingId, events: [{ ...click(), type: 'view' }] })],
      ['no quantity', JSON.stringify({ trackingId, events: [{ type: 'click', entity: { type: 'variant', id: '1000001' } }] })],
      ['a purchase without its order', JSON.stringify({ trackingId, events: [{ ...click(), type: 'purchase' }] })],
      ['a made-up article number', JSON.stringify({ trackingId, events: [click('<script>')] })],
      ['an array', JSON.stringify([click()])],
    ];
    for (const [label, raw] of bad) {
      const res = await send(undefined, { raw });
      expect(res.status, label).toBe(400);
      expect(res.headers['content-type'], label).toMatch(/application\/json/);
      expect(JSON.parse(res.body).error, label).toMatchObject({ status: 400, code: 'invalid_request' });
    }
    expect((await send({ trackingId, events: [click()] }, { contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect(await storedRows(trackingId)).toEqual([]);
  });

  it('answers too many bytes or too many events with a 413', async () => {
    const trackingId = newTrackingId();
    const bytes = await send({ trackingId, events: [{ ...click(), orderId: 'x' }], padding: 'x'.repeat(20_000) });
    expect(bytes.status).toBe(413);
    expect(JSON.parse(bytes.body).error).toMatchObject({ status: 413, code: 'payload_too_large' });
    const events = await send({ trackingId, events: Array.from({ length: 51 }, () => click()) });
    expect(events.status).toBe(413);
    expect(JSON.parse(events.body).error).toMatchObject({ status: 413, code: 'too_many_events' });
    // Fifty is a full batch, not too many.
    expect((await send({ trackingId, events: Array.from({ length: 50 }, () => click()) })).status).toBe(204);
    await stored(trackingId).toHaveLength(50);
  });

  it('refuses a post from another site or without an origin', async () => {
    const trackingId = newTrackingId();
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', null]) {
      expect((await send({ trackingId, events: [click()] }, { origin })).status, String(origin)).toBe(403);
    }
    expect(await storedRows(trackingId)).toEqual([]);
  });
});
