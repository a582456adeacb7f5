import { beforeAll, describe, expect, it } from 'vitest';
import { add, api, cartOf, pool, token, useArticlePool } from '../../support/backend-cart-api';
import { orderHistoryUsers, uniqueKey } from '../../support/order-history-api';

// Contract tests of order history (issue 14): the seeded two years of orders, search rules,
// addresses and invoices, each with its authorization (other customers' orders are 404,
// EJ_ORDERHISTORIK 403, EJ_SE_PRISER no prices). Documents and inquiries have files of their own.
useArticlePool();

let gustav: string, dana: string, erik: string, syd: string;

beforeAll(async () => {
  ({ gustav, dana, erik, syd } = await orderHistoryUsers());
});

describe('the seeded history', () => {
  it('has about two years of orders over the three projects of Bygg & El Norr AB, in every state', async () => {
    const all = await api('/orders/search?limit=1', { token: gustav });
    expect(all.body.total).toBeGreaterThan(250);
    for (const project of ['P-1001-1', 'P-1001-2', 'P-1001-3']) {
      expect((await api(`/orders/search?limit=1&projectId=${project}`, { token: gustav })).body.total, project).toBeGreaterThan(50);
    }
    const oldest = (await api('/orders/search?limit=1&sort=orderDate:asc', { token: gustav })).body.data[0];
    expect(oldest.orderDate < '2025-01-01').toBe(true);
    for (const status of ['RECEIVED', 'CONFIRMED', 'DELIVERED', 'INVOICED', 'CANCELLED']) {
      expect((await api(`/orders/search?limit=1&orderStatus=${status}`, { token: gustav })).body.total, status).toBeGreaterThan(0);
    }
    const other = await api('/orders/search?limit=100', { token: syd });
    expect(other.body.data.every((order: any) => order.customerId === 'C-2001')).toBe(true);
  });

  it('finds orders by article number, reference, project and order number; sorts by amount', async () => {
    const first = (await api('/orders/4400001', { token: gustav })).body;
    const article = first.orderItems[0].articleNumber as string;
    const byArticle = await api(`/orders/search?q=${encodeURIComponent(article)}&limit=100`, { token: gustav });
    expect(byArticle.body.data.map((o: any) => o.orderId)).toContain('4400001');
    for (const order of byArticle.body.data.slice(0, 5)) {
      expect((await api(`/orders/${order.orderId}`, { token: gustav })).body.orderItems.map((i: any) => i.articleNumber)).toContain(article);
    }
    const byProject = await api('/orders/search?q=Skellefte&limit=100', { token: gustav });
    expect(byProject.body.total).toBeGreaterThan(0);
    expect(byProject.body.data.every((o: any) => o.projectId === 'P-1001-2' || /Skellefte/i.test(o.reference ?? ''))).toBe(true);
    const byReference = await api('/orders/search?q=Skolan%20k%C3%B6k&limit=5', { token: gustav });
    expect(byReference.body.data.every((o: any) => o.reference.startsWith('Skolan kök'))).toBe(true);
    expect((await api('/orders/search?q=44000', { token: gustav })).body.data.every((o: any) => o.orderId.startsWith('44000'))).toBe(true);
    const byAmount = (await api('/orders/search?sort=total:desc&limit=20', { token: gustav })).body.data.map((o: any) => o.total);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
    const twenty = (await api('/orders/search?sort=orderId:asc&limit=20', { token: gustav })).body.data.map((o: any) => o.orderId);
    const page2 = await api('/orders/search?sort=orderId:asc&limit=10&offset=10', { token: gustav });
    expect(page2.body.data.map((o: any) => o.orderId)).toEqual(twenty.slice(10));
  });

  it('finds an order by a pasted article name longer than 50 bytes, the most D1 takes as a LIKE pattern', async () => {
    // Kitchen mixers have the seeded catalogue's longest names ("Köksblandare … diskmaskinsavstängning").
    const mixers = (await api('/orders/search?q=K%C3%B6ksblandare&limit=20', { token: gustav })).body.data as any[];
    const details = await Promise.all(mixers.map(async (order) => (await api(`/orders/${order.orderId}`, { token: gustav })).body));
    const long = details.flatMap((order) => order.orderItems.map((item: any) => ({ orderId: order.orderId, name: item.name as string }))).find((item) => new TextEncoder().encode(item.name).length > 50);
    expect(long, 'a seeded order line with a long article name').toBeDefined();
    const found = await api(`/orders/search?q=${encodeURIComponent(long!.name.toUpperCase())}&limit=100`, { token: gustav });
    expect(found.status).toBe(200);
    expect(found.body.data.map((o: any) => o.orderId)).toContain(long!.orderId);
    const none = await api(`/orders/search?q=${'å'.repeat(100)}`, { token: gustav });
    expect([none.status, none.body.total]).toEqual([200, 0]);
  });

  it('refuses impossible filters with 400, never a 500', async () => {
    const years = `${new Date().getUTCFullYear() + 5}-01-01`;
    for (const query of ['fromDate=2026-02-30', 'fromDate=2026-10-01&toDate=2026-09-01', `toDate=${years}`, `q=${'x'.repeat(10_240)}`, 'offset=-1', 'projectId=' + 'x'.repeat(100)]) {
      expect((await api(`/orders/search?${query}`, { token: gustav })).status, query.slice(0, 40)).toBe(400);
    }
  });

  it('shows lines with delivered and remaining quantities and a delivery state', async () => {
    const confirmed = (await api('/orders/search?orderStatus=CONFIRMED&limit=50', { token: gustav })).body.data as any[];
    const orders = await Promise.all(confirmed.map(async (o) => (await api(`/orders/${o.orderId}`, { token: gustav })).body));
    const partly = orders.find((order) => order.delivery === 'PARTIAL');
    expect(partly, 'a partly delivered order').toBeDefined();
    for (const item of partly.orderItems) expect(item.deliveredQuantity + item.remainingQuantity).toBe(item.quantity);
    const invoiced = (await api('/orders/4500001', { token: gustav })).body;
    expect(invoiced).toMatchObject({ delivery: 'FULL', projectName: 'Kv. Björken, Umeå', documents: [{ type: 'order-confirmation', name: 'orderbekraftelse-4500001.pdf' }] });
    expect(invoiced.orderItems.every((i: any) => i.remainingQuantity === 0)).toBe(true);
    expect((await api('/orders/4500005', { token: gustav })).body).toMatchObject({ orderStatus: 'RECEIVED', delivery: 'NONE', documents: [] });
  });

  it('keeps prices from EJ_SE_PRISER and the history from EJ_ORDERHISTORIK', async () => {
    const list = await api('/orders/search?limit=20', { token: dana });
    expect(list.body.data.every((o: any) => o.total === null && o.totalNet === null)).toBe(true);
    const order = await api('/orders/4500001', { token: dana });
    expect(order.body.orderItems.every((i: any) => i.netPrice === null && i.rowTotal === null)).toBe(true);
    expect((await api('/orders/4500001/invoices', { token: dana })).body.data[0]).toMatchObject({ amount: null, vat: null });
    for (const path of ['/orders/search', '/orders/4500001', '/orders/4500001/addresses', '/orders/4500001/invoices', '/orders/4500001/documents/order-confirmation', '/orders/4500001/download', '/orders/invoices']) {
      expect((await api(path, { token: erik })).status, path).toBe(403);
    }
    expect((await api('/orders/inquiry', { token: erik, body: { orderId: '4500001', message: 'Hej', requestKey: uniqueKey('erik') } })).status).toBe(403);
    expect((await api('/orders/4500001/documents/email', { token: erik, body: { recipient: 'a@b.se', requestKey: uniqueKey('erik') } })).status).toBe(403);
  });
});

describe('addresses and invoices of an order', () => {
  it('answers the delivery and invoice address as placed', async () => {
    const answer = await api('/orders/4500001/addresses', { token: gustav });
    expect(answer.body.data).toEqual([
      expect.objectContaining({ type: 'DELIVERY', address1: 'Björkvägen 4', recipientName: 'Per Persson' }),
      expect.objectContaining({ type: 'INVOICE', name: 'Bygg & El Norr AB', address1: 'Storgatan 12' }),
    ]);
    const pickup = await api('/orders/4500002/addresses', { token: gustav });
    expect(pickup.body.data.find((a: any) => a.type === 'DELIVERY')).toMatchObject({ postalAddress: 'Umeå' });
  });

  it('lists the invoices of an order and the open invoices of the customer', async () => {
    const invoices = await api('/orders/4500001/invoices', { token: gustav });
    expect(invoices.body.data).toEqual([expect.objectContaining({ invoiceNumber: '94500001', orderId: '4500001', status: expect.stringMatching(/^(OPEN|PAID)$/), fileName: 'faktura-94500001.pdf' })]);
    const invoice = invoices.body.data[0];
    const order = (await api('/orders/4500001', { token: gustav })).body;
    expect(invoice.amount).toBeCloseTo(order.total * 1.25, 1);
    expect(invoice.dueDate > invoice.invoiceDate).toBe(true);
    expect((await api('/orders/4500005/invoices', { token: gustav })).body.data).toEqual([]);

    const open = await api('/orders/invoices?status=open&limit=100', { token: gustav });
    expect(open.body.total).toBeGreaterThan(0);
    expect(open.body.data.every((i: any) => i.status === 'OPEN')).toBe(true);
    const due = open.body.data.map((i: any) => i.dueDate);
    expect(due).toEqual([...due].sort());
    const orderIds = new Set<string>(open.body.data.map((i: any) => i.orderId));
    for (const id of [...orderIds].slice(0, 3)) expect((await api(`/orders/${id}`, { token: gustav })).body.customerId).toBe('C-1001');
    expect((await api('/orders/invoices?status=late', { token: gustav })).status).toBe(400);
  });

  it('answers 404 for another customer\'s order and 400 for a garbage id', async () => {
    for (const path of ['/orders/4500007', '/orders/4500007/addresses', '/orders/4500007/invoices', '/orders/4500007/documents/order-confirmation', '/orders/4500007/download', '/orders/999999999', '/orders/getOrderId/4500007']) {
      expect((await api(path, { token: gustav })).status, path).toBe(404);
    }
    for (const path of ['/orders/%27%20OR%201=1/addresses', '/orders/abc/invoices', '/orders/1e9/download', `/orders/${'9'.repeat(20)}`]) {
      expect((await api(path, { token: gustav })).status, path).toBe(400);
    }
    expect((await api('/orders/4500001/addresses')).status).toBe(401);
    // Working in another customer (the customer-id header), the order of this one is not there.
    const both = await token('U-0008', [], 'C-1001');
    expect((await api('/orders/4500001', { token: both, headers: { 'customer-id': 'C-2001' } })).status).toBe(404);
    expect((await api('/orders/4500001', { token: both, headers: { 'customer-id': 'C-1001' } })).status).toBe(200);
  });
});

describe('checkout joins the history at once', () => {
  it('answers a just placed order in search, with its address snapshot', async () => {
    const user = await token('U-T-HISTORY');
    const cartId = (await cartOf(user)).cartId;
    await add(user, cartId, [{ articleNumber: pool.plain[610]?.articleNumber, quantity: 2 }]);
    const reference = `HIST-${Date.now()}`;
    const placed = await api(`/v2/cart/${cartId}/checkout`, { token: user, body: { orderDetails: { 'DBI:CL-01': { reference, addressId: 'A-1001-04' } } }, headers: { 'idempotency-key': `history-${reference}` } });
    const orderId = placed.body[0].orderId as string;
    const found = await api(`/orders/search?q=${reference}`, { token: gustav });
    expect(found.body.data.map((o: any) => o.orderId)).toEqual([orderId]);
    expect((await api(`/orders/search?q=${pool.plain[610]?.articleNumber}&limit=1`, { token: gustav })).body.data[0].orderId).toBe(orderId);
    const addresses = await api(`/orders/${orderId}/addresses`, { token: gustav });
    expect(addresses.body.data.map((a: any) => [a.type, a.address1])).toEqual([['DELIVERY', 'Industrigatan 7'], ['INVOICE', 'Storgatan 12']]);
    expect((await api(`/orders/${orderId}/documents/order-confirmation`, { token: gustav })).status).toBe(404);
  });
});

