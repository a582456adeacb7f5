import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInStockholm, weekday } from '../../../domain/calendar';
import { add, api, cartOf, nextWeekdayHoliday, numbersOf, pool, token, useArticlePool } from '../../support/backend-cart-api';

// Contract tests of the embedded cart service (spec points 4, 7, 8): the current cart, its
// deliveries, retiring and transferring carts. Lines are in cart-lines.test.ts.
useArticlePool();

describe('the current cart', () => {
  it('is created once per user, customer and project, and belongs to its user only', async () => {
    const ture = await token('U-T-CART');
    const first = await cartOf(ture);
    expect(first).toMatchObject({ customerId: 'C-1001', projectId: null, status: 'ACTIVE', cartItems: [], deliveryIdsInOrder: [] });
    expect((await cartOf(ture)).cartId).toBe(first.cartId);
    const project = await cartOf(ture, '?projectId=P-1001-2');
    expect(project.cartId).not.toBe(first.cartId);
    expect((await cartOf(await token('U-T-OTHER'))).cartId).not.toBe(first.cartId);
    expect((await api(`/v2/cart/${first.cartId}`, { token: await token('U-T-OTHER') })).status).toBe(404);
    expect((await api(`/v2/cart/${first.cartId}`, { token: ture })).body.cartId).toBe(first.cartId);
  });

  it('refuses missing tokens, foreign customers, unknown projects and malformed ids', async () => {
    const ture = await token('U-T-CART');
    expect((await api('/v2/cart')).body.error).toMatchObject({ status: 401, message: 'Invalid token' });
    expect((await api('/v2/cart?customerId=C-2001', { token: ture })).status).toBe(403);
    expect((await api('/v2/cart?projectId=P-2001-1', { token: ture })).body.error).toMatchObject({ status: 400, code: 'unknown_project' });
    expect((await api('/v2/cart/x', { token: ture })).status).toBe(400);
    expect((await api('/v2/cart/../../etc', { token: ture })).status).toBe(404);
  });
});

describe('deliveries', () => {
  let user: string;
  let cartId: string;
  const today = todayInStockholm();
  beforeAll(async () => {
    user = await token('U-T-DELIVERY');
    cartId = (await cartOf(user)).cartId;
    await add(user, cartId, [
      { articleNumber: pool.plain[30]?.articleNumber, quantity: 1, deliveryId: 'DBI' },
      { articleNumber: pool.plain[31]?.articleNumber, quantity: 1, deliveryId: 'EXH:S-UME-01' },
    ]);
  });

  it('takes a date the holiday calendar allows, per delivery and for all', async () => {
    const dates = (await api('/customers/C-1001/delivery-dates', { token: user })).body.data as string[];
    const one = await api(`/v2/cart/${cartId}/delivery/DBI:CL-01`, { method: 'PUT', token: user, body: { requestedDeliveryDate: dates[0] } });
    expect(one.body).toMatchObject({ deliveryId: 'DBI:CL-01', requestedDeliveryDate: dates[0] });
    const both = await api(`/v2/cart/${cartId}/delivery`, { method: 'PUT', token: user, body: { requestedDeliveryDate: dates[2] } });
    expect(both.body.deliveries.map((d: any) => d.requestedDeliveryDate)).toEqual([dates[2], dates[2]]);
    expect((await cartOf(user)).cartItems.every((item) => item.requestedDeliveryDate === dates[2])).toBe(true);
    const cleared = await api(`/v2/cart/${cartId}/delivery/dbi`, { method: 'PUT', token: user, body: { requestedDeliveryDate: null } });
    expect(cleared.body).toMatchObject({ deliveryId: 'DBI:CL-01', requestedDeliveryDate: null });
  });

  it('refuses holidays, weekends, today, the past and dates over a year ahead', async () => {
    const before = await cartOf(user);
    const saturday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today, n)).find((date) => weekday(date) === 6);
    for (const [date, status, code] of [
      [nextWeekdayHoliday(today), 422, 'date_not_delivery_day'],
      [saturday, 422, 'date_not_delivery_day'],
      [today, 422, 'date_not_after_today'],
      [addDays(today, -30), 422, 'date_not_after_today'],
      [addDays(today, 800), 422, 'date_too_far'],
      ['2026-02-30', 422, 'invalid_date'],
      ['tomorrow', 422, 'invalid_date'],
    ] as const) {
      const answer = await api(`/v2/cart/${cartId}/delivery/DBI:CL-01`, { method: 'PUT', token: user, body: { requestedDeliveryDate: date } });
      expect([answer.status, answer.body.error?.code], String(date)).toEqual([status, code]);
    }
    expect((await api(`/v2/cart/${cartId}/delivery`, { method: 'PUT', token: user, body: { requestedDeliveryDate: 20261224 } })).status).toBe(400);
    expect(await cartOf(user)).toEqual(before);
  });

  it('includes and excludes deliveries from the next order', async () => {
    const off = await api(`/v2/cart/${cartId}/delivery/EXH:S-UME-01/includeInOrder`, { method: 'PUT', token: user, body: { isIncludedInOrder: false } });
    expect(off.body).toMatchObject({ deliveryId: 'EXH:S-UME-01', isIncludedInOrder: false });
    expect((await cartOf(user)).deliveryIdsInOrder).toEqual(['DBI:CL-01']);
    await api(`/v2/cart/${cartId}/delivery/EXH:S-UME-01/includeInOrder`, { method: 'PUT', token: user, body: { isIncludedInOrder: true } });
    expect((await cartOf(user)).deliveryIdsInOrder).toEqual(['DBI:CL-01', 'EXH:S-UME-01']);
    expect((await api(`/v2/cart/${cartId}/delivery/EXH:S-STO-01/includeInOrder`, { method: 'PUT', token: user, body: { isIncludedInOrder: false } })).status).toBe(404);
    expect((await api(`/v2/cart/${cartId}/delivery/EXH:S-UME-01/includeInOrder`, { method: 'PUT', token: user, body: { isIncludedInOrder: 'no' } })).status).toBe(400);
  });
});

describe('retiring and transferring carts', () => {
  it('moves every line into another cart, sums shared lines and retires the source', async () => {
    const user = await token('U-T-TRANSFER');
    const target = (await cartOf(user)).cartId;
    const source = (await cartOf(user, '?projectId=P-1001-3')).cartId;
    const [shared, other] = numbersOf(pool.plain.slice(40, 42));
    await add(user, target, [{ articleNumber: shared, quantity: 2 }]);
    await add(user, source, [{ articleNumber: shared, quantity: 3 }, { articleNumber: other, quantity: 1, deliveryId: 'EXH:S-UME-01' }]);
    await api(`/v2/cart/${source}/delivery/EXH:S-UME-01/includeInOrder`, { method: 'PUT', token: user, body: { isIncludedInOrder: false } });
    const moved = await api(`/v2/cart/${target}/transfer/${source}`, { method: 'PUT', token: user });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.cartItems.map((item: any) => [item.articleNumber, item.quantity, item.isIncludedInOrder])).toEqual([
      [shared, 5, true],
      [other, 1, false],
    ]);
    expect((await api(`/v2/cart/${source}`, { token: user })).body.status).toBe('DELETED');
    expect((await cartOf(user, '?projectId=P-1001-3')).cartId).not.toBe(source);
    expect((await api(`/v2/cart/${target}/transfer/${target}`, { method: 'PUT', token: user })).body.error.code).toBe('same_cart');
    expect((await api(`/v2/cart/${target}/transfer/${source}`, { method: 'PUT', token: user })).body.error).toMatchObject({ status: 409, code: 'cart_not_active' });
  });

  it('moves another user’s cart only with that user’s token as X-Source-Authorization (decision 033)', async () => {
    const punchout = await token('U-T-SRC-PUNCH');
    const buyer = await token('U-T-SRC-BUYER');
    const source = (await cartOf(punchout)).cartId;
    const target = (await cartOf(buyer)).cartId;
    const [article] = numbersOf(pool.plain.slice(44, 45));
    await add(punchout, source, [{ articleNumber: article, quantity: 4 }]);
    expect((await api(`/v2/cart/${target}/transfer/${source}`, { method: 'PUT', token: buyer })).status).toBe(404);
    const forged = await api(`/v2/cart/${target}/transfer/${source}`, { method: 'PUT', token: buyer, headers: { 'X-Source-Authorization': 'Bearer not.a.token' } });
    expect(forged.body.error).toMatchObject({ status: 403, code: 'invalid_source_token' });
    const moved = await api(`/v2/cart/${target}/transfer/${source}`, { method: 'PUT', token: buyer, headers: { 'X-Source-Authorization': `Bearer ${punchout}` } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.cartItems.map((item: any) => [item.articleNumber, item.quantity])).toEqual([[article, 4]]);
    expect((await api(`/v2/cart/${source}`, { token: punchout })).body.status).toBe('DELETED');
  });

  it('retires a cart by status; the next GET starts a new one and the old one takes no writes', async () => {
    const user = await token('U-T-STATUS');
    const cart = (await cartOf(user)).cartId;
    expect((await api(`/v2/cart/${cart}/status`, { method: 'PUT', token: user, body: { status: 'ACTIVE' } })).status).toBe(400);
    expect((await api(`/v2/cart/${cart}/status`, { method: 'PUT', token: user, body: { status: 'DELETED' } })).body).toEqual({ cartId: cart, status: 'DELETED' });
    expect((await cartOf(user)).cartId).not.toBe(cart);
    expect((await add(user, cart, [{ articleNumber: pool.plain[0]?.articleNumber, quantity: 1 }])).body.error).toMatchObject({ status: 409, code: 'cart_not_active' });
    const fresh = (await cartOf(user)).cartId;
    expect((await api(`/v2/cart/${fresh}`, { method: 'DELETE', token: user })).body.status).toBe('DELETED');
  });
});
