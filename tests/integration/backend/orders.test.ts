import { describe, expect, it } from 'vitest';
import { add, anna, api, cartOf, pool, token, useArticlePool, type Article } from '../../support/backend-cart-api';

// Contract tests of checkout (one order per delivery, idempotency), order history, the address
// book and location lookup by zip code.
useArticlePool();

describe('checkout', () => {
  const checkout = (userToken: string, cartId: string, body: unknown, key?: string) =>
    api(`/v2/cart/${cartId}/checkout`, { token: userToken, body, headers: key ? { 'idempotency-key': key } : {} });
  const ordersWith = async (reference: string) => (await api(`/orders/search?q=${encodeURIComponent(reference)}&limit=100`, { token: anna })).body.total as number;

  async function cartWithTwoDeliveries(sub: string) {
    const user = await token(sub);
    const cartId = (await cartOf(user)).cartId;
    const offset = 400 + (sub.length % 7) * 10;
    await add(user, cartId, [
      { articleNumber: pool.plain[offset]?.articleNumber, quantity: 2, label: 'Rad ett' },
      { articleNumber: pool.plain[offset + 1]?.articleNumber, quantity: 1 },
      { articleNumber: pool.plain[offset + 2]?.articleNumber, quantity: 3, deliveryId: 'EXH:S-UME-01' },
    ]);
    return { user, cartId };
  }

  it('needs an Idempotency-Key and the right to order', async () => {
    const { user, cartId } = await cartWithTwoDeliveries('U-T-NOKEY');
    expect((await checkout(user, cartId, {})).body.error).toMatchObject({ status: 400, code: 'idempotency_key_required' });
    expect((await checkout(user, cartId, {}, 'short')).status).toBe(400);
    const erik = await token('U-T-NOKEY', ['EJ_ORDER']);
    expect((await checkout(erik, cartId, {}, 'erik-key-000001')).body.error).toMatchObject({ status: 403, code: 'order_not_allowed' });
    expect((await checkout(user, cartId, { orderDetails: { 'DBI:CL-01': { reference: 'x'.repeat(31) } } }, 'key-too-long-ref')).status).toBe(400);
    expect((await cartOf(user)).cartItems).toHaveLength(3);
  });

  it('places one order per included delivery, and a retry of the key places nothing new', async () => {
    const { user, cartId } = await cartWithTwoDeliveries('U-T-CHECKOUT');
    const dates = (await api('/customers/C-1001/delivery-dates', { token: user })).body.data as string[];
    await api(`/v2/cart/${cartId}/delivery/DBI:CL-01`, { method: 'PUT', token: user, body: { requestedDeliveryDate: dates[1] } });
    const reference = `REF-${Date.now()}`;
    const body = { orderDetails: { 'DBI:CL-01': { reference, addressId: 'A-1001-02', goodsLabel: 'Hus B' }, 'EXH:S-UME-01': { storeId: 'S-UME-01', reference } }, sendOrderReceipt: true };
    const answer = await checkout(user, cartId, body, `checkout-${reference}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toHaveLength(2);
    const [home, pickup] = answer.body;
    expect(home).toMatchObject({ success: true, deliveryId: 'DBI:CL-01', tempOrderId: expect.stringMatching(/^T-/), orderId: expect.stringMatching(/^\d+$/) });
    expect(home.orderDetails).toMatchObject({ warehouseId: 'CL-01', reference, goodsLabel: 'Hus B', requestedDeliveryDate: dates[1], deliveryAddress: { addressId: 'A-1001-02' } });
    expect(home.orderItems.map((item: any) => [item.quantity, item.label, typeof item.netPrice])).toEqual([[2, 'Rad ett', 'number'], [1, null, 'number']]);
    expect(pickup).toMatchObject({ success: true, deliveryId: 'EXH:S-UME-01', orderDetails: { storeId: 'S-UME-01' } });
    expect((await cartOf(user)).cartItems).toEqual([]);

    const again = await checkout(user, cartId, body, `checkout-${reference}`);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(answer.body);
    expect(await ordersWith(reference)).toBe(2);
    expect((await checkout(user, cartId, { ...body, sendOrderReceipt: false }, `checkout-${reference}`)).body.error.code).toBe('idempotency_key_reused');

    const stored = await api(`/orders/${home.orderId}`, { token: anna });
    expect(stored.body).toMatchObject({ orderId: home.orderId, tempOrderId: home.tempOrderId, orderStatus: 'RECEIVED', reference, itemCount: 2 });
    expect(stored.body.orderItems.map((item: any) => item.netPrice)).toEqual(home.orderItems.map((item: any) => item.netPrice));
    expect((await api(`/orders/getOrderId/${pickup.tempOrderId}`, { token: anna })).body).toMatchObject({ tempOrderId: pickup.tempOrderId, orderId: pickup.orderId });
  });

  it('refuses an old key for the cart once it has changed, instead of replaying the old success', async () => {
    const { user, cartId } = await cartWithTwoDeliveries('U-T-REUSED');
    const reference = `REUSE-${Date.now()}`;
    const key = `checkout-${reference}`;
    const body = { orderDetails: { 'DBI:CL-01': { reference }, 'EXH:S-UME-01': { storeId: 'S-UME-01', reference } }, sendOrderReceipt: false };
    const first = await checkout(user, cartId, body, key);
    expect(first.body.map((outcome: any) => outcome.success)).toEqual([true, true]);
    // Right after, the same key is the same request (a double click): the first answer.
    expect((await checkout(user, cartId, body, key)).headers.get('idempotent-replayed')).toBe('true');

    // The buyer fills the same cart again; the old summary's key now means another order.
    await add(user, cartId, [{ articleNumber: pool.plain[445]?.articleNumber, quantity: 1 }]);
    const stale = await checkout(user, cartId, body, key);
    expect([stale.status, stale.body.error?.code, stale.headers.get('idempotent-replayed')]).toEqual([422, 'idempotency_key_reused', null]);
    expect(await ordersWith(reference)).toBe(2);
    expect((await cartOf(user)).cartItems).toHaveLength(1);

    const fresh = await checkout(user, cartId, body, `${key}-new`);
    expect(fresh.body.map((outcome: any) => [outcome.deliveryId, outcome.success])).toEqual([['DBI:CL-01', true]]);
    expect(await ordersWith(reference)).toBe(3);
  });

  it('orders the deliveries that can be ordered and keeps the others in the cart', async () => {
    const user = await token('U-T-PARTIAL');
    const cartId = (await cartOf(user)).cartId;
    const express = pool.express.find((article) => article.orderMultiple === 1) ?? (pool.express[0] as Article);
    await add(user, cartId, [
      { articleNumber: pool.plain[500]?.articleNumber, quantity: 1 },
      { articleNumber: express.articleNumber, quantity: express.orderMultiple, deliveryId: 'XXX:S-UME-01' },
      { articleNumber: pool.plain[501]?.articleNumber, quantity: 1, deliveryId: 'EXH:S-STO-01' },
    ]);
    await api(`/v2/cart/${cartId}/delivery/EXH:S-STO-01/includeInOrder`, { method: 'PUT', token: user, body: { isIncludedInOrder: false } });
    const reference = `PART-${Date.now()}`;
    // Express to the Åland address: the zip rule refuses it; home delivery goes through.
    const answer = await checkout(user, cartId, { orderDetails: { DBI: { reference }, 'XXX:S-UME-01': { addressId: 'A-1001-05', reference } } }, `partial-${reference}`);
    expect(answer.body.map((o: any) => [o.deliveryId, o.success, o.error?.code ?? null])).toEqual([
      ['DBI:CL-01', true, null],
      ['XXX:S-UME-01', false, 'express_not_available'],
    ]);
    const left = await cartOf(user);
    expect(left.cartItems.map((item) => item.deliveryId).sort()).toEqual(['EXH:S-STO-01', 'XXX:S-UME-01']);
    const fixed = await checkout(user, cartId, { orderDetails: { 'XXX:S-UME-01': { addressId: 'A-1001-02', reference } } }, `partial-2-${reference}`);
    expect(fixed.body.map((o: any) => [o.deliveryId, o.success])).toEqual([['XXX:S-UME-01', true]]);
    expect((await checkout(user, cartId, {}, `partial-3-${reference}`)).body.error).toMatchObject({ status: 409, code: 'nothing_to_order' });
  });

  it('makes one set of orders from two checkouts at once', async () => {
    const { user, cartId } = await cartWithTwoDeliveries('U-T-DOUBLE');
    const reference = `DOUBLE-${Date.now()}`;
    const body = { orderDetails: { 'DBI:CL-01': { reference }, 'EXH:S-UME-01': { reference } } };
    const answers = await Promise.all([checkout(user, cartId, body, `${reference}-a`), checkout(user, cartId, body, `${reference}-b`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await ordersWith(reference)).toBe(2);

    const second = await cartWithTwoDeliveries('U-T-SAMEKEY');
    const sameRef = `SAMEKEY-${Date.now()}`;
    const sameBody = { orderDetails: { 'DBI:CL-01': { reference: sameRef }, 'EXH:S-UME-01': { reference: sameRef } } };
    const same = await Promise.all([checkout(second.user, second.cartId, sameBody, sameRef), checkout(second.user, second.cartId, sameBody, sameRef)]);
    expect(same.every((answer) => answer.status === 200 || answer.body.error?.code === 'checkout_in_progress')).toBe(true);
    expect(await ordersWith(sameRef)).toBe(2);
  });
});

describe('order history', () => {
  it('searches the orders of the customer with filters, paging and sort', async () => {
    const all = await api('/orders/search?limit=100&sort=orderId:desc', { token: anna });
    expect(all.status).toBe(200);
    expect(all.body.data.map((o: any) => o.orderId)).toEqual(expect.arrayContaining(['4500001', '4500005', '4500006']));
    expect(all.body.data.every((o: any) => o.customerId === 'C-1001')).toBe(true);
    const invoiced = await api('/orders/search?orderStatus=INVOICED&fromDate=2026-08-01&toDate=2026-09-30&sort=orderId:asc&limit=100', { token: anna });
    // The generated history (order-history-seed.mjs) has invoiced orders in these months too.
    expect(invoiced.body.data.map((o: any) => o.orderId).filter((id: string) => id.startsWith('45'))).toEqual(['4500001', '4500002']);
    expect(invoiced.body.data.every((o: any) => o.orderStatus === 'INVOICED' && o.orderDate >= '2026-08-01' && o.orderDate <= '2026-09-30')).toBe(true);
    expect((await api('/orders/search?q=etapp', { token: anna })).body.data.map((o: any) => o.orderId).sort()).toEqual(['4500001', '4500003']);
    const page = await api('/orders/search?limit=2&offset=1&sort=orderId:asc', { token: anna });
    expect(page.body).toMatchObject({ limit: 2, offset: 1, total: all.body.total });
    expect(page.body.data).toHaveLength(2);
    const seeded = await api('/orders/4500001', { token: anna });
    expect(seeded.body).toMatchObject({ orderId: '4500001', orderStatus: 'INVOICED', itemCount: 3 });
    expect(seeded.body.orderItems).toHaveLength(3);
    expect(seeded.body.total).toBeCloseTo(seeded.body.orderItems.reduce((sum: number, item: any) => sum + item.rowTotal, 0), 1);
  });

  it('refuses bad filters, other customers and EJ_ORDERHISTORIK', async () => {
    for (const query of ['limit=0', 'limit=abc', 'orderStatus=LOST', 'fromDate=2026-13-01', 'sort=drop', 'fromDate=2026-10-01&toDate=2026-09-01']) {
      expect((await api(`/orders/search?${query}`, { token: anna })).status, query).toBe(400);
    }
    expect((await api('/orders/4500007', { token: anna })).status).toBe(404);
    expect((await api('/orders/search?customerId=C-2001', { token: anna })).status).toBe(403);
    expect((await api('/orders/search', { token: await token('U-0006', ['EJ_ORDER', 'EJ_ORDERHISTORIK']) })).status).toBe(403);
    expect((await api('/orders/not-an-id', { token: anna })).status).toBe(400);
    const dana = await api('/orders/4500001', { token: await token('U-0005', ['EJ_SE_PRISER']) });
    expect(dana.body.orderItems[0].netPrice).toBeNull();
  });
});

describe('addresses', () => {
  const valid = { label: 'Bygget', name: 'Bygg & El Norr AB', recipientName: 'Ola Olsson', address1: 'Nygatan 1', postalCode: '903 26', postalAddress: 'Umeå', countryCode: 'SE' };

  it('lists the addresses of the customer, preselected first, searchable word by word', async () => {
    const answer = await api('/address', { token: anna });
    const list = answer.body.data as any[];
    expect(list[0]).toMatchObject({ addressId: 'A-1001-01', preselected: true, readOnly: true, validForDelivery: true });
    expect(list.find((a) => a.addressId === 'A-1001-03')).toMatchObject({ recipientName: null, postalCode: '931 31' });
    expect(list.find((a) => a.addressId === 'A-1001-05')).toMatchObject({ countryCode: 'AX', postalCode: '22100' });
    expect(list.every((a) => a.customerId === 'C-1001')).toBe(true);
    expect((await api('/address?q=UMEÅ björk', { token: anna })).body.data.map((a: any) => a.addressId)).toEqual(['A-1001-02']);
    expect((await api('/address?q=90736', { token: anna })).body.data.map((a: any) => a.addressId)).toEqual(['A-1001-02']);
  });

  it('creates, changes and deletes addresses; read-only ones stay as they are', async () => {
    // Its own customer: choosing a preselected address takes the flag from the one before.
    const user = await token('U-T-ADDRESS', [], 'C-3001');
    const body = { ...valid, name: 'Fastighetsteknik Mitt AB' };
    const created = await api('/address', { token: user, body: { ...body, preselected: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ postalCode: '903 26', preselected: true, readOnly: false, validForDelivery: true, customerId: 'C-3001' });
    expect((await api('/address', { token: user })).body.data.filter((a: any) => a.preselected).map((a: any) => a.addressId)).toEqual([created.body.addressId]);
    const id = created.body.addressId;
    const changed = await api(`/address/${id}`, { method: 'PUT', token: user, body: { ...body, recipientName: null, postalCode: '90327', preselected: false } });
    expect(changed.body).toMatchObject({ recipientName: null, postalCode: '903 27', preselected: false });
    expect((await api('/address/A-3001-01', { method: 'PUT', token: user, body })).body.error).toMatchObject({ status: 403, code: 'address_read_only' });
    expect((await api('/address/A-3001-01', { method: 'DELETE', token: user })).status).toBe(403);
    expect((await api('/address', { token: user })).body.data.find((a: any) => a.addressId === 'A-3001-01')).toMatchObject({ name: 'Fastighetsteknik Mitt AB', readOnly: true });
    expect((await api(`/address/${id}`, { method: 'DELETE', token: user })).body).toEqual({ addressId: id, deleted: true });
    expect((await api(`/address/${id}`, { method: 'DELETE', token: user })).status).toBe(404);
    expect((await api('/address/A-1001-02', { method: 'PUT', token: user, body })).status).toBe(404);
  });

  it('refuses bad postal codes and missing fields', async () => {
    const user = await token('U-T-ADDRESS');
    for (const body of [
      { ...valid, postalCode: '1234' },
      { ...valid, postalCode: 'abcde' },
      { ...valid, postalCode: '01234' },
      { ...valid, postalCode: '22478', countryCode: 'AX' },
      { ...valid, countryCode: 'NO' },
      { ...valid, name: '' },
      { ...valid, address1: 'x'.repeat(101) },
      { ...valid, phone: 'call me' },
    ]) {
      expect((await api('/address', { token: user, body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('locations by zip code', () => {
  it('finds where a delivery comes from, with the express rule for Åland', async () => {
    expect((await api('/locations/by-zip?zipCode=903%2025&deliveryMethod=DBI')).body).toMatchObject({ zipCode: '903 25', countryCode: 'SE', deliveryId: 'DBI:CL-01', location: { id: 'CL-01' } });
    expect((await api('/locations/by-zip?zipCode=90325&deliveryMethod=EXH')).body).toMatchObject({ deliveryId: 'EXH:S-UME-01' });
    const express = await api('/locations/by-zip?zipCode=90325&deliveryMethod=XXX');
    expect(express.body.location.services).toContain('express-pickup');
    expect((await api('/locations/by-zip?zipCode=22100&deliveryMethod=XXX')).body.error).toMatchObject({ status: 422, code: 'express_not_available' });
    expect((await api('/locations/by-zip?zipCode=AX-22100&deliveryMethod=DBI')).body).toMatchObject({ countryCode: 'AX', deliveryId: 'DBI:CL-01' });
    expect((await api('/locations/by-zip?zipCode=22100&deliveryMethod=XXX&countryCode=SE')).status).toBe(200);
    for (const query of ['zipCode=1234', 'zipCode=abcde', 'zipCode=', 'deliveryMethod=XXX', 'zipCode=90325&deliveryMethod=POST', 'zipCode=22478&countryCode=AX']) {
      expect((await api(`/locations/by-zip?${query}`)).status, query).toBe(400);
    }
  });
});

