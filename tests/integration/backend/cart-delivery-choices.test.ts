import { beforeAll, describe, expect, it } from 'vitest';
import { add, api, cartOf, pool, token, useArticlePool, type Article } from '../../support/backend-cart-api';

// Contract tests of a delivery's choice in the cart (issue 11, item 4; decision 014): PUT
// …/delivery/{deliveryId} { requestedDeliveryDate?, orderDetails? } stores what the buyer chose on
// the delivery step, the cart answers (REST and GraphQL) carry it, and the checkout orders with it
// when the body names nothing.
useArticlePool();

const put = (userToken: string, cartId: string, deliveryId: string, body: unknown) =>
  api(`/v2/cart/${cartId}/delivery/${deliveryId}`, { method: 'PUT', token: userToken, body });
const deliveryOf = async (userToken: string, deliveryId: string, query = '') => (await cartOf(userToken, query)).deliveries.find((delivery) => delivery.deliveryId === deliveryId);
const checkout = (userToken: string, cartId: string, body: unknown, key: string) => api(`/v2/cart/${cartId}/checkout`, { token: userToken, body, headers: { 'idempotency-key': key } });

const HOME = { deliveryMethod: 'DBI', addressId: 'A-1001-02', reference: 'Bygge 12', goodsLabel: 'Hus B', message: 'portkod 4711\nring först', contactName: 'Anna Andersson', contactPhone: '070-123 45 67' };

describe('a delivery’s choice', () => {
  let user: string;
  let cartId: string;
  let dates: string[];
  let express: Article;
  beforeAll(async () => {
    user = await token('U-T-CHOICE');
    cartId = (await cartOf(user)).cartId;
    express = pool.express.find((article) => article.orderMultiple === 1) ?? (pool.express[0] as Article);
    const added = await add(user, cartId, [
      { articleNumber: pool.plain[600]?.articleNumber, quantity: 1 },
      { articleNumber: pool.plain[601]?.articleNumber, quantity: 1, deliveryId: 'EXH:S-UME-01' },
      { articleNumber: express.articleNumber, quantity: express.orderMultiple, deliveryId: 'XXX:S-UME-01' },
    ]);
    expect(added.body.errors).toEqual([]);
    dates = (await api('/customers/C-1001/delivery-dates', { token: user })).body.data as string[];
  });

  it('is stored with the date and answered by the cart, REST and GraphQL', async () => {
    expect((await deliveryOf(user, 'DBI:CL-01'))?.orderDetails).toBeNull();
    const saved = await put(user, cartId, 'DBI:CL-01', { requestedDeliveryDate: dates[1], orderDetails: HOME });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ deliveryId: 'DBI:CL-01', requestedDeliveryDate: dates[1], orderDetails: { ...HOME, storeId: null, zipCode: null, countryCode: null } });

    expect((await put(user, cartId, 'EXH:S-UME-01', { orderDetails: { deliveryMethod: 'EXH', storeId: 'S-UME-01', reference: 'Hämtas' } })).status).toBe(200);
    expect((await put(user, cartId, 'xxx:s-ume-01', { orderDetails: { deliveryMethod: 'XXX', addressId: 'A-1001-02', zipCode: 'SE-903 25' } })).status).toBe(200);

    const cart = await cartOf(user);
    const byId = Object.fromEntries(cart.deliveries.map((delivery) => [delivery.deliveryId, delivery]));
    expect(byId['DBI:CL-01']).toMatchObject({ requestedDeliveryDate: dates[1], orderDetails: HOME });
    expect(byId['EXH:S-UME-01']?.orderDetails).toMatchObject({ deliveryMethod: 'EXH', storeId: 'S-UME-01', reference: 'Hämtas', addressId: null });
    // The zip code is kept as the rule reads it: five digits and its country.
    expect(byId['XXX:S-UME-01']?.orderDetails).toMatchObject({ deliveryMethod: 'XXX', zipCode: '90325', countryCode: 'SE' });

    const graphql = await api('/graphql', {
      token: user,
      body: { query: '{ getCart { deliveries { deliveryId orderDetails { deliveryMethod storeId addressId zipCode countryCode reference goodsLabel message contactName contactPhone } } } }' },
    });
    expect(graphql.body.errors).toBeUndefined();
    const home = graphql.body.data.getCart.deliveries.find((delivery: any) => delivery.deliveryId === 'DBI:CL-01');
    expect(home.orderDetails).toEqual({ ...HOME, storeId: null, zipCode: null, countryCode: null });
  });

  it('is replaced as a whole, and cleared with null; the date alone leaves it as it is', async () => {
    await put(user, cartId, 'DBI:CL-01', { orderDetails: HOME });
    expect((await put(user, cartId, 'DBI:CL-01', { requestedDeliveryDate: dates[2] })).body.orderDetails).toMatchObject(HOME);
    const replaced = await put(user, cartId, 'DBI:CL-01', { orderDetails: { deliveryMethod: 'DBI', reference: 'Ny ref' } });
    expect(replaced.body.orderDetails).toMatchObject({ deliveryMethod: 'DBI', reference: 'Ny ref', message: null, addressId: null, contactPhone: null });
    expect((await put(user, cartId, 'DBI:CL-01', { orderDetails: null })).body).toMatchObject({ requestedDeliveryDate: dates[2], orderDetails: null });
    expect((await deliveryOf(user, 'DBI:CL-01'))?.orderDetails).toBeNull();
  });

  it('is checked with the checkout’s rules: 400 for shape and lengths, 422 with the rule’s code', async () => {
    await put(user, cartId, 'DBI:CL-01', { orderDetails: HOME });
    const cases: [string, unknown, number, string | null][] = [
      ['DBI:CL-01', {}, 400, null],
      ['DBI:CL-01', { orderDetails: { ...HOME, reference: 'x'.repeat(31) } }, 400, null],
      ['DBI:CL-01', { orderDetails: { ...HOME, message: 'x'.repeat(251) } }, 400, null],
      ['DBI:CL-01', { orderDetails: { ...HOME, contactName: 'Anna\u0000' } }, 400, null],
      ['DBI:CL-01', { orderDetails: { ...HOME, contactPhone: 'ring mig' } }, 400, null],
      ['DBI:CL-01', { orderDetails: { ...HOME, deliveryMethod: 'POST' } }, 400, null],
      ['DBI:CL-01', { orderDetails: { ...HOME, portkod: '4711' } }, 400, null],
      ['DBI:CL-01', { orderDetails: { ...HOME, deliveryMethod: 'EXH' } }, 422, 'delivery_method_mismatch'],
      ['DBI:CL-01', { orderDetails: { ...HOME, storeId: 'S-UME-01' } }, 422, 'store_not_used'],
      ['DBI:CL-01', { orderDetails: { ...HOME, zipCode: '90325' } }, 422, 'zip_code_not_used'],
      ['DBI:CL-01', { orderDetails: { ...HOME, addressId: 'A-9999-99' } }, 422, 'unknown_address'],
      ['EXH:S-UME-01', { orderDetails: { deliveryMethod: 'EXH', storeId: 'S-STO-01' } }, 422, 'store_mismatch'],
      ['EXH:S-UME-01', { orderDetails: { deliveryMethod: 'EXH', addressId: 'A-1001-02' } }, 422, 'address_not_used'],
      ['XXX:S-UME-01', { orderDetails: { deliveryMethod: 'XXX', zipCode: '22100', countryCode: 'AX' } }, 422, 'express_not_available'],
      ['XXX:S-UME-01', { orderDetails: { deliveryMethod: 'XXX', zipCode: '0123' } }, 422, 'invalid_zip_code'],
      ['XXX:S-UME-01', { orderDetails: { deliveryMethod: 'XXX', addressId: 'A-1001-05' } }, 422, 'express_not_available'],
      ['DBI:CL-01', { requestedDeliveryDate: '2020-01-02', orderDetails: HOME }, 422, 'date_not_after_today'],
      ['EXB:S-UME-01', { orderDetails: { deliveryMethod: 'EXB' } }, 404, 'not_found'],
    ];
    for (const [deliveryId, body, status, code] of cases) {
      const answer = await put(user, cartId, deliveryId, body);
      expect([answer.status, code === null ? null : answer.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
      expect(answer.body.error.status).toBe(status);
    }
    // Nothing refused was written.
    expect((await deliveryOf(user, 'DBI:CL-01'))?.orderDetails).toMatchObject(HOME);
  });

  it('belongs to the cart’s owner only, and a limited buyer keeps to the limited methods', async () => {
    const other = await token('U-T-CHOICE-OTHER');
    const answer = await put(other, cartId, 'DBI:CL-01', { orderDetails: { deliveryMethod: 'DBI', reference: 'Inte min' } });
    expect(answer.body.error).toMatchObject({ status: 404, code: 'not_found' });
    expect((await api(`/v2/cart/${cartId}`, { token: other })).status).toBe(404);
    expect((await put(await token('U-T-CHOICE', [], 'C-2001'), cartId, 'DBI:CL-01', { orderDetails: HOME })).status).toBe(404);
    const limited = await token('U-T-CHOICE', ['EJ_ALLA_LEVERANSSATT']);
    expect((await put(limited, cartId, 'XXX:S-UME-01', { orderDetails: { deliveryMethod: 'XXX', zipCode: '90325' } })).body.error).toMatchObject({ status: 403, code: 'delivery_not_allowed' });
    expect((await deliveryOf(user, 'DBI:CL-01'))?.orderDetails).toMatchObject(HOME);
  });
});

describe('ordering with the cart’s choices', () => {
  it('places the order with nothing from the client, and the next cart starts without a choice', async () => {
    const user = await token('U-T-CHOICE-ORDER');
    const cartId = (await cartOf(user)).cartId;
    await add(user, cartId, [
      { articleNumber: pool.plain[610]?.articleNumber, quantity: 2 },
      { articleNumber: pool.plain[611]?.articleNumber, quantity: 1, deliveryId: 'EXH:S-UME-01' },
    ]);
    const reference = `CART-${Date.now()}`;
    await put(user, cartId, 'DBI:CL-01', { orderDetails: { ...HOME, reference } });

    // EXH has no choice yet: that delivery is refused, the chosen one is ordered.
    const first = await checkout(user, cartId, {}, `choice-1-${reference}`);
    expect(first.body.map((o: any) => [o.deliveryId, o.success, o.error?.code ?? null])).toEqual([
      ['DBI:CL-01', true, null],
      ['EXH:S-UME-01', false, 'delivery_method_required'],
    ]);
    expect(first.body[0].orderDetails).toMatchObject({ reference, goodsLabel: 'Hus B', message: 'portkod 4711\nring först', contactName: 'Anna Andersson', contactPhone: '070-123 45 67', deliveryAddress: { addressId: 'A-1001-02' } });

    await put(user, cartId, 'EXH:S-UME-01', { orderDetails: { deliveryMethod: 'EXH', storeId: 'S-UME-01', reference } });
    const second = await checkout(user, cartId, {}, `choice-2-${reference}`);
    expect(second.body.map((o: any) => [o.deliveryId, o.success])).toEqual([['EXH:S-UME-01', true]]);
    expect(second.body[0].orderDetails).toMatchObject({ storeId: 'S-UME-01', reference });

    // Ordered deliveries leave the cart with their choices: the same delivery starts empty.
    expect((await cartOf(user)).deliveries).toEqual([]);
    await add(user, cartId, [{ articleNumber: pool.plain[612]?.articleNumber, quantity: 1 }]);
    expect((await deliveryOf(user, 'DBI:CL-01'))?.orderDetails).toBeNull();
  });

  it('still checks a stored choice at checkout (an address removed since), and a body’s fields take its place', async () => {
    const user = await token('U-T-CHOICE-STALE');
    const cartId = (await cartOf(user)).cartId;
    await add(user, cartId, [{ articleNumber: pool.plain[615]?.articleNumber, quantity: 1 }]);
    const created = await api('/address', { token: user, body: { name: 'Bodan', address1: 'Storgatan 1', postalCode: '903 25', postalAddress: 'Umeå' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await put(user, cartId, 'DBI:CL-01', { orderDetails: { deliveryMethod: 'DBI', reference: 'Lagrad', addressId: created.body.addressId } });
    expect((await api(`/address/${created.body.addressId}`, { method: 'DELETE', token: user })).status).toBe(200);
    const stale = await checkout(user, cartId, {}, `choice-stale-${Date.now()}`);
    expect(stale.body.map((o: any) => [o.success, o.error?.code])).toEqual([[false, 'unknown_address']]);

    const answer = await checkout(user, cartId, { orderDetails: { DBI: { reference: 'Skickad', addressId: 'A-1001-02' } } }, `choice-body-${Date.now()}`);
    expect(answer.body[0]).toMatchObject({ success: true, orderDetails: { reference: 'Skickad', deliveryAddress: { addressId: 'A-1001-02' } } });
  });
});

describe('choices when lines move', () => {
  it('a line moved to a new delivery takes the order fields, not the way; an existing delivery keeps its own', async () => {
    const user = await token('U-T-CHOICE-MOVE');
    const cartId = (await cartOf(user)).cartId;
    const added = await add(user, cartId, [
      { articleNumber: pool.plain[620]?.articleNumber, quantity: 1 },
      { articleNumber: pool.plain[621]?.articleNumber, quantity: 1 },
      { articleNumber: pool.plain[622]?.articleNumber, quantity: 1, deliveryId: 'EXH:S-UME-01' },
    ]);
    const [first, second] = added.body.cartItems as { cartItemId: string }[];
    await put(user, cartId, 'DBI:CL-01', { orderDetails: HOME });
    await put(user, cartId, 'EXH:S-UME-01', { orderDetails: { deliveryMethod: 'EXH', reference: 'Butikens' } });

    const toNew = await api(`/v2/cart/${cartId}/variants/${first?.cartItemId}`, { method: 'PUT', token: user, body: { deliveryId: 'EXH:S-LLA-01' } });
    expect(toNew.status, JSON.stringify(toNew.body)).toBe(200);
    expect((await deliveryOf(user, 'EXH:S-LLA-01'))?.orderDetails).toMatchObject({ deliveryMethod: null, storeId: null, addressId: null, reference: 'Bygge 12', contactName: 'Anna Andersson' });
    const toExisting = await api(`/v2/cart/${cartId}/variants/${second?.cartItemId}`, { method: 'PUT', token: user, body: { deliveryId: 'EXH:S-UME-01' } });
    expect(toExisting.status).toBe(200);
    expect((await deliveryOf(user, 'EXH:S-UME-01'))?.orderDetails).toMatchObject({ deliveryMethod: 'EXH', reference: 'Butikens', contactName: null });
    // DBI lost its last line, and its row with it.
    expect(await deliveryOf(user, 'DBI:CL-01')).toBeUndefined();

    // Not chosen: the checkout asks for the method of the delivery the line moved to.
    const answer = await checkout(user, cartId, {}, `choice-move-${Date.now()}`);
    expect(answer.body.find((o: any) => o.deliveryId === 'EXH:S-LLA-01')?.error?.code).toBe('delivery_method_required');
  });

  it('a transferred cart brings its choices; a delivery both carts have keeps the target’s', async () => {
    const user = await token('U-T-CHOICE-TRANSFER');
    const target = (await cartOf(user)).cartId;
    const source = (await cartOf(user, '?projectId=P-1001-3')).cartId;
    await add(user, target, [{ articleNumber: pool.plain[630]?.articleNumber, quantity: 1 }]);
    await add(user, source, [
      { articleNumber: pool.plain[631]?.articleNumber, quantity: 1 },
      { articleNumber: pool.plain[632]?.articleNumber, quantity: 1, deliveryId: 'EXH:S-UME-01' },
    ]);
    await put(user, target, 'DBI:CL-01', { orderDetails: { deliveryMethod: 'DBI', reference: 'Målets' } });
    await put(user, source, 'DBI:CL-01', { orderDetails: { deliveryMethod: 'DBI', reference: 'Källans' } });
    await put(user, source, 'EXH:S-UME-01', { orderDetails: { deliveryMethod: 'EXH', storeId: 'S-UME-01', reference: 'Hämtas' } });
    const moved = await api(`/v2/cart/${target}/transfer/${source}`, { method: 'PUT', token: user });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const byId = Object.fromEntries(moved.body.deliveries.map((delivery: any) => [delivery.deliveryId, delivery.orderDetails]));
    expect(byId['DBI:CL-01']).toMatchObject({ deliveryMethod: 'DBI', reference: 'Målets' });
    expect(byId['EXH:S-UME-01']).toMatchObject({ deliveryMethod: 'EXH', storeId: 'S-UME-01', reference: 'Hämtas' });
  });
});
