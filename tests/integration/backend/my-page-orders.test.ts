import { describe, expect, it } from 'vitest';
import { add, api, cartOf, pool, token, useArticlePool } from '../../support/backend-cart-api';

// Contract tests of what "Mina sidor" reads besides the order history (issue 14, spec point 7):
// the sales team, order-reference validation and the spend aggregate, each with its authorization.
useArticlePool();

const validate = (reference: string, userToken: string) => api(`/v4/customers/orders/${encodeURIComponent(reference)}/validate`, { token: userToken });

/** Every order of the caller's customer between two dates, through the order search (all pages). */
async function searchAll(userToken: string, fromDate: string, toDate: string) {
  const orders: any[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await api(`/orders/search?limit=100&offset=${offset}&fromDate=${fromDate}&toDate=${toDate}&sort=orderId:asc`, { token: userToken });
    expect(page.status).toBe(200);
    orders.push(...page.body.data);
    if (orders.length >= page.body.total || page.body.data.length === 0) return orders;
  }
}

const ore = (kronor: number) => Math.round(kronor * 100);
const lastDayOf = (month: string) => `${month}-${new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()}`;

describe('sales team', () => {
  it("names the customer's team with believable addresses, and only to its own buyers", async () => {
    const anna = await token('U-0001');
    const team = await api('/crm/customerteam?customerId=C-1001', { token: anna });
    expect(team.status).toBe(200);
    expect(team.body.data.map((member: any) => member.role)).toEqual(['Kundansvarig säljare', 'Innesäljare', 'Kundtjänst']);
    for (const member of team.body.data) {
      expect(member.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
      expect(member.email).toMatch(/^[a-z]+\.[a-z]+@(ljusgrossen|virkesbolaget|rorkraft)\.se$/);
      expect(member.phone).toMatch(/^0\d{1,3}-[\d ]+$/);
    }
    const syd = await api('/crm/customerteam?customerId=C-2001', { token: await token('U-T-TEAM', [], 'C-2001') });
    expect(syd.body.data[0].email).not.toBe(team.body.data[0].email);
    expect((await api('/crm/customerteam?customerId=C-2001', { token: anna })).status).toBe(403);
    expect((await api('/crm/customerteam?customerId=C-1001')).status).toBe(401);
  });
});

describe('order reference validation', () => {
  it('says a used reference is taken for its customer only, whatever its case', async () => {
    const user = await token('U-T-REFERENCE');
    const cartId = (await cartOf(user)).cartId;
    await add(user, cartId, [{ articleNumber: pool.plain[620]?.articleNumber, quantity: 1 }]);
    const reference = `Mina sidor ${Date.now()}`;
    expect((await validate(reference, user)).body).toMatchObject({ number: reference, customerId: 'C-1001', wellFormed: true, free: true, valid: true, reason: null, reservedDays: 365 });
    const placed = await api(`/v2/cart/${cartId}/checkout`, { token: user, body: { orderDetails: { DBI: { reference } } }, headers: { 'idempotency-key': `ref-${reference.replace(/\D/g, '')}` } });
    expect(placed.body[0]?.success, JSON.stringify(placed.body)).toBe(true);

    const anna = await token('U-0001');
    expect((await validate(reference, anna)).body).toMatchObject({ wellFormed: true, free: false, valid: false, reason: 'in_use' });
    expect((await validate(`  ${reference.toUpperCase()} `, anna)).body).toMatchObject({ number: reference.toUpperCase(), reason: 'in_use' });
    expect((await validate(reference, await token('U-T-REFERENCE', [], 'C-2001'))).body).toMatchObject({ customerId: 'C-2001', valid: true });
  });

  it('checks the form of a reference as the order field takes it, and refuses callers without the customer', async () => {
    const anna = await token('U-0001');
    expect((await validate('x'.repeat(30), anna)).body).toMatchObject({ valid: true });
    expect((await validate('x'.repeat(31), anna)).body).toMatchObject({ wellFormed: false, free: false, valid: false, reason: 'too_long' });
    expect((await validate('   ', anna)).body).toMatchObject({ valid: false, reason: 'empty' });
    expect((await validate('rad\nbrytning', anna)).body).toMatchObject({ valid: false, reason: 'invalid_characters' });
    expect((await validate('Å/Ä#Ö-12 (etapp 2)', anna)).body).toMatchObject({ valid: true });
    expect((await validate('x'.repeat(201), anna)).status).toBe(400);
    expect((await api('/v4/customers/orders/abc/validate?customerId=C-2001', { token: anna })).status).toBe(403);
    expect((await api('/v4/customers/orders/abc/validate')).status).toBe(401);
  });
});

describe('spend per month and project', () => {
  it('sums to the orders the order search lists for the same months, cancelled ones left out', async () => {
    const anna = await token('U-0001');
    const spend = await api('/orders/spend', { token: anna });
    expect(spend.status, JSON.stringify(spend.body)).toBe(200);
    const { months, data, total, from, to } = spend.body;
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual([from, to]);
    const orders = (await searchAll(anna, `${from}-01`, lastDayOf(to))).filter((order) => order.orderStatus !== 'CANCELLED');
    expect(orders.length).toBeGreaterThan(0);
    expect(ore(total)).toBe(orders.reduce((sum, order) => sum + ore(order.total), 0));
    expect(data.reduce((sum: number, row: any) => sum + ore(row.amount), 0)).toBe(ore(total));
    expect(spend.body.orderCount).toBe(orders.length);
    // Month by month and project by project, too.
    for (const row of data) {
      const same = orders.filter((order) => order.orderDate.startsWith(row.month) && order.projectId === row.projectId);
      expect([row.month, row.projectId, ore(row.amount), row.orderCount]).toEqual([row.month, row.projectId, same.reduce((sum, order) => sum + ore(order.total), 0), same.length]);
    }
    expect(spend.body.projects.map((p: any) => p.projectId)).toEqual(expect.arrayContaining(['P-1001-1', 'P-1001-2', 'P-1001-3']));
    expect(spend.body).toMatchObject({ customerId: 'C-1001', currency: 'SEK', vatIncluded: false });
  });

  it('covers only the caller’s customer', async () => {
    const syd = await token('U-T-SPEND', [], 'C-2001');
    const spend = await api('/orders/spend?from=2025-12', { token: syd });
    expect(spend.body.customerId).toBe('C-2001');
    const orders = (await searchAll(syd, `${spend.body.from}-01`, lastDayOf(spend.body.to))).filter((order) => order.orderStatus !== 'CANCELLED');
    expect(ore(spend.body.total)).toBe(orders.reduce((sum, order) => sum + ore(order.total), 0));
    expect((await api('/orders/spend?customerId=C-1001', { token: syd })).status).toBe(403);
  });

  it('is closed to EJ_SE_EKONOMISK_UPPFÖLJNING and EJ_SE_PRISER, and to anonymous callers', async () => {
    const denied = await api('/orders/spend', { token: await token('U-0006', ['EJ_ORDER', 'EJ_ORDERHISTORIK', 'EJ_SE_EKONOMISK_UPPFÖLJNING']) });
    expect([denied.status, denied.body.error?.code]).toEqual([403, 'financial_follow_up_not_allowed']);
    expect((await api('/orders/spend', { token: await token('U-0005', ['EJ_SE_PRISER']) })).body.error).toMatchObject({ status: 403, code: 'prices_not_allowed' });
    expect((await api('/orders/spend')).status).toBe(401);
  });

  it('answers impossible months with 400', async () => {
    const anna = await token('U-0001');
    const nextYear = new Date().getUTCFullYear() + 1;
    for (const query of ['from=2026-13', 'from=2026-02-30', 'to=2026-00', `to=${nextYear}-06`, 'from=2026-10&to=2026-09', 'from=2020-01&to=2026-01', `from=${'9'.repeat(2_000)}`]) {
      const answer = await api(`/orders/spend?${query}`, { token: anna });
      expect(answer.status, query.slice(0, 40)).toBe(400);
      expect(answer.body.error.code).toBe('invalid_request');
    }
  });
});
