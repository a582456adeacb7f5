import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../support/backend-catalogue-api';
import { signTestAccessToken } from '../../support/tokens';

// Contract of the search service's POST /createEvents (spec point 7: events plus tracking id, the
// api-version and user-id headers): what it stores and under whose name. A user or customer is
// stored only as the bearer token proves it; anonymous events carry neither.

const newTrackingId = () => randomBytes(16).toString('base64url').slice(0, 21);
const stored = async (trackingId: string) => (await api(`/dev/tracking-events?trackingId=${trackingId}`)).body.data as Record<string, unknown>[];
const click = (id = '1000001', quantity = 1) => ({ type: 'click', entity: { type: 'variant', id }, quantity });

let token: string;

beforeAll(async () => {
  token = await signTestAccessToken({ sub: 'U-0001', customerId: 'C-1001' });
});

describe('POST /createEvents', () => {
  it('stores anonymous events with the brand and no user or customer', async () => {
    const trackingId = newTrackingId();
    const events = [click('1000001', 2), { type: 'addtocart', entity: { type: 'variant', id: '1000002' }, quantity: 5, listName: 'product_list' }];
    const answer = await api('/createEvents', { body: { trackingId, brand: 'virke', events }, headers: { 'api-version': '2' } });
    expect(answer).toMatchObject({ status: 202, body: { trackingId, accepted: 2 } });
    const rows = await stored(trackingId);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'click', articleNumber: '1000001', quantity: 2, brand: 'virke', userId: null, customerId: null }),
        expect.objectContaining({ type: 'addtocart', articleNumber: '1000002', quantity: 5, listName: 'product_list' }),
      ]),
    );
  });

  it("stores a signed-in buyer's events under the token's user and the customer it names", async () => {
    const trackingId = newTrackingId();
    const purchase = { type: 'purchase', entity: { type: 'variant', id: '1000003' }, quantity: 3, orderId: 'O-42' };
    const answer = await api('/createEvents', { token, body: { trackingId, brand: 'ljus', customerId: 'C-1001', events: [purchase] }, headers: { 'user-id': 'U-0001' } });
    expect(answer.status).toBe(202);
    expect(await stored(trackingId)).toEqual([expect.objectContaining({ userId: 'U-0001', customerId: 'C-1001', brand: 'ljus', type: 'purchase', orderId: 'O-42', quantity: 3 })]);
  });

  it('takes the user from the token even without the user-id header', async () => {
    const trackingId = newTrackingId();
    expect((await api('/createEvents', { token, body: { trackingId, events: [click()] } })).status).toBe(202);
    expect(await stored(trackingId)).toEqual([expect.objectContaining({ userId: 'U-0001', customerId: null, brand: null })]);
  });

  it('refuses a name nobody proved and stores nothing', async () => {
    const trackingId = newTrackingId();
    const body = { trackingId, events: [click()] };
    // A user or a customer without a token, a broken token, another user's id, another customer.
    const refused = [
      [await api('/createEvents', { body, headers: { 'user-id': 'U-0001' } }), 401],
      [await api('/createEvents', { body: { ...body, customerId: 'C-1001' } }), 401],
      [await api('/createEvents', { body, headers: { authorization: 'Bearer not.a.token' } }), 401],
      [await api('/createEvents', { token, body, headers: { 'user-id': 'U-0002' } }), 403],
      [await api('/createEvents', { token, body: { ...body, customerId: 'C-2001' } }), 403],
    ] as const;
    for (const [answer, status] of refused) expect(answer.status).toBe(status);
    expect(await stored(trackingId)).toEqual([]);
  });

  it('refuses malformed batches with 400 and oversized bodies with 413', async () => {
    const trackingId = newTrackingId();
    const bad = [
      { trackingId: 'short', events: [click()] },
      { trackingId, events: [] },
      { trackingId, events: Array.from({ length: 51 }, () => click()) },
      { trackingId, events: [{ ...click(), type: 'view' }] },
      { trackingId, events: [{ ...click(), quantity: 0 }] },
      { trackingId, events: [{ type: 'purchase', entity: { type: 'variant', id: '1000001' }, quantity: 1 }] },
      { trackingId, brand: 'Not A Brand', events: [click()] },
    ];
    for (const body of bad) expect((await api('/createEvents', { body })).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await api('/createEvents', { rawBody: JSON.stringify({ trackingId, events: [click()], pad: 'x'.repeat(20_000) }) })).status).toBe(413);
    expect(await stored(trackingId)).toEqual([]);
  });
});
