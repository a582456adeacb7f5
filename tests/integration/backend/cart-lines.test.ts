import { beforeAll, describe, expect, it } from 'vitest';
import { add, api, cartOf, numbersOf, pool, token, useArticlePool, type Article } from '../../support/backend-cart-api';

// Contract tests of the embedded cart service's lines (spec points 4, 7, 8): adding, changing and
// removing them.
useArticlePool();

describe('adding lines', () => {
  let user: string;
  let cartId: string;
  beforeAll(async () => {
    user = await token('U-T-ADD');
    cartId = (await cartOf(user)).cartId;
  });

  it('groups lines into deliveries and answers failures with ids', async () => {
    const [a, b] = numbersOf(pool.plain.slice(0, 2));
    const answer = await add(user, cartId, [
      { articleNumber: a, quantity: 2, deliveryId: 'DBI' },
      { articleNumber: b, quantity: 3, deliveryId: 'EXH:S-UME-01', label: 'Kök plan 2' },
      { id: 'line-3', articleNumber: '0000001', quantity: 1 },
      { articleNumber: pool.onlyStore[0]?.articleNumber, quantity: 1, deliveryId: 'DBI' },
      { articleNumber: pool.gone[0]?.articleNumber, quantity: 1 },
      { articleNumber: 'not-a-number', quantity: 1 },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.cartItems.map((item: any) => [item.articleNumber, item.deliveryId, item.quantity, item.label])).toEqual([
      [a, 'DBI:CL-01', 2, null],
      [b, 'EXH:S-UME-01', 3, 'Kök plan 2'],
    ]);
    expect(answer.body.errors).toEqual([
      { id: 'line-3', articleNumber: '0000001', code: 'unknown_article' },
      { id: '4', articleNumber: pool.onlyStore[0]?.articleNumber, code: 'not_purchasable' },
      { id: '5', articleNumber: pool.gone[0]?.articleNumber, code: 'not_purchasable' },
      { id: '6', articleNumber: 'not-a-number', code: 'unknown_article' },
    ]);
    const cart = await cartOf(user);
    expect(cart.deliveryIdsInOrder).toEqual(['DBI:CL-01', 'EXH:S-UME-01']);
    expect(cart.deliveries.map((d) => [d.deliveryId, d.deliveryMethod, d.locationId, d.cartItemIds.length])).toEqual([
      ['DBI:CL-01', 'DBI', 'CL-01', 1],
      ['EXH:S-UME-01', 'EXH', 'S-UME-01', 1],
    ]);
  });

  it('keeps quantities absolute, and sums the duplicates of one request', async () => {
    const [a] = numbersOf(pool.plain.slice(0, 1));
    await add(user, cartId, [{ articleNumber: a, quantity: 7, deliveryId: 'DBI' }]);
    expect((await cartOf(user)).cartItems.find((item) => item.articleNumber === a && item.deliveryId === 'DBI:CL-01').quantity).toBe(7);
    await add(user, cartId, [{ articleNumber: a, quantity: 1 }, { articleNumber: a, quantity: 4 }]);
    const cart = await cartOf(user);
    expect(cart.cartItems.filter((item) => item.articleNumber === a && item.deliveryId === 'DBI:CL-01').map((item) => item.quantity)).toEqual([5]);
  });

  it('refuses bad quantities line by line and leaves the cart unchanged', async () => {
    const before = await cartOf(user);
    const plain = pool.plain[5]?.articleNumber;
    const multiple = pool.multiple[0] as Article;
    const answer = await add(user, cartId, [
      { articleNumber: plain, quantity: 0 },
      { articleNumber: plain, quantity: -3, deliveryId: 'EXH:S-STO-01' },
      { articleNumber: pool.plain[6]?.articleNumber, quantity: 2.5 },
      { articleNumber: pool.plain[7]?.articleNumber, quantity: 100_001 },
      { articleNumber: pool.plain[8]?.articleNumber, quantity: 1e12 },
      { articleNumber: multiple.articleNumber, quantity: multiple.orderMultiple + 1 },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ status: 422, code: 'items_not_saved' });
    expect(answer.body.errors.map((e: any) => e.code)).toEqual(['quantity_not_positive', 'quantity_not_positive', 'decimal_not_allowed', 'quantity_too_large', 'quantity_too_large', 'not_order_multiple']);
    expect(await cartOf(user)).toEqual(before);
  });

  it('takes decimals for metres and whole packs of an order multiple', async () => {
    const multiple = pool.multiple[0] as Article;
    const answer = await add(user, cartId, [
      { articleNumber: pool.metre[0]?.articleNumber, quantity: 12.5 },
      { articleNumber: multiple.articleNumber, quantity: multiple.orderMultiple * 3 },
    ]);
    expect(answer.body.errors).toEqual([]);
    expect(answer.body.cartItems.map((item: any) => item.quantity)).toEqual([12.5, multiple.orderMultiple * 3]);
  });

  it('answers 400 for bodies of the wrong shape, 413 for huge ones, with the cart unchanged', async () => {
    const before = await cartOf(user);
    const a = pool.plain[9]?.articleNumber;
    for (const body of [{ items: [{ articleNumber: a, quantity: '5' }] }, { items: [] }, { items: [{ quantity: 1 }] }, {}, [{ articleNumber: a, quantity: null }]]) {
      const answer = await add(user, cartId, (body as any).items ?? body);
      expect([answer.status, answer.body.error?.status], JSON.stringify(body)).toEqual([400, 400]);
    }
    const control = await add(user, cartId, [{ articleNumber: a, quantity: 1, label: 'Rad\u0000ett' }]);
    expect(control.body.error).toMatchObject({ status: 400, code: 'invalid_request' });
    const broken = await api(`/v2/cart/${cartId}/variants/batch/add`, { token: user, raw: '{"items": [', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    const huge = await api(`/v2/cart/${cartId}/variants/batch/add`, { token: user, raw: JSON.stringify({ items: [{ articleNumber: a, quantity: 1, label: 'x'.repeat(400_000) }] }), headers: { 'content-type': 'application/json' } });
    expect(huge.body.error).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(await cartOf(user)).toEqual(before);
  });

  it('checks delivery ids: stores for pickup, known locations, methods the buyer may use', async () => {
    const a = pool.plain.find((article) => !article.tags.includes('express-delivery'))?.articleNumber;
    const answer = await add(user, cartId, [
      { articleNumber: a, quantity: 1, deliveryId: 'EXH' },
      { articleNumber: a, quantity: 1, deliveryId: 'EXH:CL-01' },
      { articleNumber: a, quantity: 1, deliveryId: 'EXH:S-NOPE-01' },
      { articleNumber: a, quantity: 1, deliveryId: 'FOO' },
      { articleNumber: a, quantity: 1, deliveryId: 'EXB:S-UME-01' },
    ]);
    expect(answer.body.errors.map((e: any) => e.code)).toEqual(['location_required', 'location_not_allowed', 'unknown_location', 'invalid_delivery', 'express_not_available']);
    const frida = await token('U-T-FRIDA', ['EJ_ALLA_LEVERANSSATT']);
    const fridaCart = (await cartOf(frida)).cartId;
    const limited = await add(frida, fridaCart, [{ articleNumber: pool.express[0]?.articleNumber, quantity: 1, deliveryId: 'XXX:S-UME-01' }]);
    expect(limited.body).toMatchObject({ error: { status: 403, code: 'delivery_not_allowed' } });
  });
});

describe('increments (mode increment)', () => {
  it('adds to what the line holds, answers the new quantity, and keeps the quantity rules on the sum', async () => {
    const user = await token('U-T-INCREMENT');
    const cartId = (await cartOf(user)).cartId;
    const increment = (items: unknown[]) => api(`/v2/cart/${cartId}/variants/batch/add`, { token: user, body: { mode: 'increment', items } });
    const quantities = (answer: { body: any }) => answer.body.cartItems.map((item: any) => item.quantity);
    const plain = pool.plain[30]?.articleNumber;
    const metre = pool.metre[0]?.articleNumber;
    const multiple = pool.multiple[0] as Article;

    expect(quantities(await increment([{ articleNumber: plain, quantity: 2 }, { articleNumber: metre, quantity: 1.25 }]))).toEqual([2, 1.25]);
    expect(quantities(await increment([{ articleNumber: plain, quantity: 3 }, { articleNumber: metre, quantity: 1.1 }]))).toEqual([5, 2.35]);
    // Two rows of one article in one call are summed first, then added.
    expect(quantities(await increment([{ articleNumber: plain, quantity: 1 }, { articleNumber: plain, quantity: 1 }]))).toEqual([7]);

    expect(quantities(await increment([{ articleNumber: multiple.articleNumber, quantity: multiple.orderMultiple }]))).toEqual([multiple.orderMultiple]);
    expect(quantities(await increment([{ articleNumber: multiple.articleNumber, quantity: multiple.orderMultiple }]))).toEqual([multiple.orderMultiple * 2]);
    const offMultiple = await increment([{ articleNumber: multiple.articleNumber, quantity: multiple.orderMultiple + 1 }]);
    expect(offMultiple.body.errors.map((e: any) => e.code)).toEqual(['not_order_multiple']);

    // The largest quantity holds for the sum, not only for what is sent.
    await add(user, cartId, [{ articleNumber: plain, quantity: 99_999 }]);
    const past = await increment([{ articleNumber: plain, quantity: 2 }]);
    expect([past.status, past.body.error?.code, past.body.errors.map((e: any) => e.code)]).toEqual([400, 'quantity_too_large', ['quantity_too_large']]);
    const cart = await cartOf(user);
    expect(cart.cartItems.map((item) => [item.articleNumber, item.quantity])).toEqual([
      [plain, 99_999],
      [metre, 2.35],
      [multiple.articleNumber, multiple.orderMultiple * 2],
    ]);

    // Without a mode, quantities stay absolute (spec point 4).
    expect(quantities(await add(user, cartId, [{ articleNumber: plain, quantity: 4 }]))).toEqual([4]);
    expect((await api(`/v2/cart/${cartId}/variants/batch/add`, { token: user, body: { mode: 'double', items: [{ articleNumber: plain, quantity: 1 }] } })).status).toBe(400);
  });
});

describe('changing and removing lines', () => {
  let user: string;
  let cartId: string;
  let lines: any[];
  beforeAll(async () => {
    user = await token('U-T-EDIT');
    cartId = (await cartOf(user)).cartId;
    lines = (await add(user, cartId, numbersOf(pool.plain.slice(20, 26)).map((articleNumber) => ({ articleNumber, quantity: 2 })))).body.cartItems;
  });

  it('updates one line: quantity, label, delivery', async () => {
    const line = lines[0];
    const answer = await api(`/v2/cart/${cartId}/variants/${line.cartItemId}`, { method: 'PUT', token: user, body: { quantity: 9, label: 'Plan 3', deliveryId: 'EXH:S-UME-01' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.cartItem).toMatchObject({ cartItemId: line.cartItemId, quantity: 9, label: 'Plan 3', deliveryId: 'EXH:S-UME-01' });
    const cleared = await api(`/v2/cart/${cartId}/variants/${line.cartItemId}`, { method: 'PUT', token: user, body: { label: null } });
    expect(cleared.body.cartItem).toMatchObject({ quantity: 9, label: null });
  });

  it('refuses bad updates with their code and changes nothing', async () => {
    const before = await cartOf(user);
    const id = lines[1].cartItemId;
    for (const [body, status, code] of [
      [{ quantity: -1 }, 400, 'quantity_not_positive'],
      [{ quantity: 0.5 }, 400, 'decimal_not_allowed'],
      [{ quantity: 1_000_000 }, 400, 'quantity_too_large'],
      [{ deliveryId: 'EXH' }, 400, 'location_required'],
      [{ quantity: 'many' }, 400, 'invalid_request'],
      [{}, 400, 'invalid_request'],
    ] as const) {
      const answer = await api(`/v2/cart/${cartId}/variants/${id}`, { method: 'PUT', token: user, body });
      expect([answer.status, answer.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await api(`/v2/cart/${cartId}/variants/ci000000000000000000`, { method: 'PUT', token: user, body: { quantity: 1 } })).status).toBe(404);
    expect(await cartOf(user)).toEqual(before);
  });

  it('updates in batches, line by line', async () => {
    const answer = await api(`/v2/cart/${cartId}/variants/batch/update`, {
      method: 'PUT',
      token: user,
      body: { items: [{ cartItemId: lines[2].cartItemId, quantity: 4 }, { cartItemId: lines[3].cartItemId, quantity: 0 }, { cartItemId: 'ci-unknown', quantity: 1 }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.cartItems.map((item: any) => [item.cartItemId, item.quantity])).toEqual([[lines[2].cartItemId, 4]]);
    expect(answer.body.errors.map((e: any) => [e.id, e.code])).toEqual([[lines[3].cartItemId, 'quantity_not_positive'], ['ci-unknown', 'not_found']]);
  });

  it('deletes in a batch, one line, then all lines', async () => {
    const batch = await api(`/v2/cart/${cartId}/variants/batch/delete`, { method: 'PUT', token: user, body: { cartItemIds: [lines[2].cartItemId, 'ci-unknown'] } });
    expect(batch.body).toMatchObject({ deletedCartItemIds: [lines[2].cartItemId], errors: [{ id: 'ci-unknown', code: 'not_found' }] });
    expect((await api(`/v2/cart/${cartId}/variants/${lines[3].cartItemId}`, { method: 'DELETE', token: user })).body.deletedCartItemIds).toEqual([lines[3].cartItemId]);
    expect((await api(`/v2/cart/${cartId}/variants/${lines[3].cartItemId}`, { method: 'DELETE', token: user })).status).toBe(404);
    const all = await api(`/v2/cart/${cartId}/variants`, { method: 'DELETE', token: user });
    expect(all.body.deletedCartItemIds).toHaveLength(4);
    expect(await cartOf(user)).toMatchObject({ cartItems: [], deliveries: [], deliveryIdsInOrder: [] });
  });
});
