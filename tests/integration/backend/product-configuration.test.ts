import { beforeAll, describe, expect, it } from 'vitest';
import { add, api, cartOf, token } from '../../support/backend-cart-api';

// Contract tests of product configuration (issue 17, decision 035): the models the product
// service serves, the price the commerce service gives a cut piece, configured lines in the cart
// (re-validated by the server, nothing stored on a broken rule) and through checkout into the order.
let cable: string;
let pipe: string;
let plain: string;
let user: string;

const search = async (q: string) => (await api('/search', { body: { q, pageSize: 20 } })).body.items.map((item: any) => item.articleNumber as string);
const priceOf = async (articleNumber: string, configuration?: unknown) => {
  const args = configuration ? `, configuration: ${JSON.stringify(configuration).replace(/"(\w+)":/g, '$1:')}` : '';
  return api('/graphql', { token: user, body: { query: `{ getVariants(articleNumbers: ["${articleNumber}"]${args}) { price { netPrice alloyingPrice priceType } configuration { summary } } }` } });
};

beforeAll(async () => {
  user = await token(`U-T-CONF-${Date.now().toString(36)}`);
  const configurable = async (numbers: string[]) => {
    for (const number of numbers) if ((await api(`/configurations/${number}`)).status === 200) return number;
    throw new Error('no configurable article found');
  };
  cable = await configurable(await search('Kraftkabel N1XE'));
  pipe = await configurable(await search('Kopparrör'));
  const [valve] = await search('Kulventil');
  if (!valve) throw new Error('no valve in the catalogue');
  plain = valve;
});

describe('configuration models', () => {
  it('serves the rules of a configurable article and 404 for any other', async () => {
    const model = await api(`/configurations/${cable}`);
    expect(model.body).toMatchObject({ articleNumber: cable, kind: 'CUT_LENGTH', unitLength: 1, minLength: 5, maxLength: 500, cuttingFee: 9500 });
    expect(model.body.packaging.map((option: any) => option.code)).toEqual(['RING', 'TRUMMA']);
    const bar = await api(`/configurations/${pipe}`);
    expect(bar.body.maxLength).toBe(bar.body.unitLength);
    expect(bar.body.packaging).toEqual([]);
    expect((await api(`/configurations/${plain}`)).status).toBe(404);
  });
});

describe('pricing a configuration', () => {
  it('prices a cut piece on the server: the length at the unit price plus the fees', async () => {
    const unit = (await priceOf(cable)).body.data.getVariants[0].price;
    const answer = await priceOf(cable, { length: 37, packaging: 'TRUMMA' });
    const [variant] = answer.body.data.getVariants;
    expect(variant.configuration.summary).toBe('Kapad längd 37 m, på trumma');
    expect(variant.price.priceType).toBe('CONFIGURED');
    expect(variant.price.netPrice).toBeCloseTo(Math.round(unit.netPrice * 100 * 37) / 100 + 95 + 350, 2);
  });

  it('refuses a configuration that breaks a rule, or an article that is not configurable', async () => {
    for (const [articleNumber, configuration, code] of [
      [cable, { length: 4, packaging: 'TRUMMA' }, 'configuration_length_below_minimum'],
      [cable, { length: 120, packaging: 'RING' }, 'configuration_packaging_too_long'],
      [plain, { length: 10 }, 'not_configurable'],
    ] as const) {
      const answer = await priceOf(articleNumber, configuration);
      expect(JSON.stringify(answer.body), code).toContain(code);
      expect(answer.body.data?.getVariants ?? null).toBeNull();
    }
  });
});

describe('configured lines in the cart', () => {
  it('stores each cut as its own line with its summary, and the same cut again adds pieces', async () => {
    const { cartId } = await cartOf(user);
    const first = await add(user, cartId, [{ articleNumber: cable, quantity: 1, configuration: { length: 37, packaging: 'TRUMMA' } }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await add(user, cartId, [{ articleNumber: cable, quantity: 1, configuration: { length: 12.5, packaging: 'RING' } }]);
    await api(`/v2/cart/${cartId}/variants/batch/add`, { token: user, body: { mode: 'increment', items: [{ articleNumber: cable, quantity: 1, configuration: { length: 37, packaging: 'TRUMMA' } }] } });
    await add(user, cartId, [{ articleNumber: pipe, quantity: 3, configuration: { length: 1.25 } }]);
    const lines = (await cartOf(user)).cartItems.map((item) => [item.articleNumber, item.quantity, item.configuration?.summary]);
    expect(lines).toEqual([
      [cable, 2, 'Kapad längd 37 m, på trumma'],
      [cable, 1, 'Kapad längd 12,5 m, på ring'],
      [pipe, 3, 'Kapad längd 1,25 m'],
    ]);
  });

  it('refuses every broken rule with its code and stores nothing', async () => {
    const { cartId, cartItems } = await cartOf(user);
    const bad = [
      { articleNumber: cable, quantity: 1, configuration: { length: 4.5, packaging: 'RING' } },
      { articleNumber: cable, quantity: 1, configuration: { length: 500.5, packaging: 'TRUMMA' } },
      { articleNumber: cable, quantity: 1, configuration: { length: 37.3, packaging: 'TRUMMA' } },
      { articleNumber: cable, quantity: 1, configuration: { length: 150, packaging: 'RING' } },
      { articleNumber: cable, quantity: 1, configuration: { length: 37, packaging: 'PALL' } },
      { articleNumber: cable, quantity: 1.5, configuration: { length: 37, packaging: 'TRUMMA' } },
      { articleNumber: pipe, quantity: 1, configuration: { length: 5.5 } },
      { articleNumber: plain, quantity: 1, configuration: { length: 2 } },
    ];
    const answer = await add(user, cartId, bad);
    expect(answer.body.errors.map((error: any) => error.code)).toEqual([
      'configuration_length_below_minimum',
      'configuration_length_above_maximum',
      'configuration_length_step',
      'configuration_packaging_too_long',
      'configuration_packaging_unknown',
      'decimal_not_allowed',
      'configuration_length_above_maximum',
      'not_configurable',
    ]);
    // Not a number (a length typed with a decimal comma, posted as text) is a 400 for the request.
    expect((await add(user, cartId, [{ articleNumber: cable, quantity: 1, configuration: { length: '37,5', packaging: 'RING' } }])).status).toBe(400);
    expect((await cartOf(user)).cartItems).toEqual(cartItems);
  });

  it('prices the configured line in getCart and orders it with its summary', async () => {
    const cart = await api('/graphql', { token: user, body: { query: '{ getCart { cartId cartItems { cartItemId articleNumber quantity configuration { length packaging summary stockPerPiece } price { netPrice priceType } } } }' } });
    const items = cart.body.data.getCart.cartItems;
    const drum = items.find((item: any) => item.configuration?.length === 37);
    const expected = (await priceOf(cable, { length: 37, packaging: 'TRUMMA' })).body.data.getVariants[0].price.netPrice;
    expect(drum.price).toEqual({ netPrice: expected, priceType: 'CONFIGURED' });
    // Stock is compared in the sold unit: a 37 m piece of cable sold per metre takes 37 of it, a 1,25 m cut of a bar its share.
    expect(drum.configuration.stockPerPiece).toBe(37);
    const bar = (await api(`/configurations/${pipe}`)).body.unitLength;
    expect(items.find((item: any) => item.articleNumber === pipe).configuration.stockPerPiece).toBeCloseTo(1.25 / bar, 6);
    const cartId = cart.body.data.getCart.cartId;
    const reference = `CONF-${Date.now()}`;
    const placed = await api(`/v2/cart/${cartId}/checkout`, { token: user, headers: { 'idempotency-key': `checkout-${reference}` }, body: { orderDetails: { 'DBI:CL-01': { reference, addressId: 'A-1001-02' } } } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = placed.body;
    expect(order.success, JSON.stringify(order)).toBe(true);
    const stored = await api(`/orders/${order.orderId}`, { token: user });
    const line = stored.body.orderItems.find((item: any) => item.configurationSummary === 'Kapad längd 37 m, på trumma');
    expect(line).toMatchObject({ articleNumber: cable, quantity: 2, unit: 'ST', netPrice: expected, rowTotal: expect.closeTo(expected * 2 + line.alloyingPrice * 2, 2) });
    expect(stored.body.orderItems.map((item: any) => item.configurationSummary)).toEqual(['Kapad längd 37 m, på trumma', 'Kapad längd 12,5 m, på ring', 'Kapad längd 1,25 m']);
  });
});
