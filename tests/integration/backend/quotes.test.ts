import { beforeAll, describe, expect, it } from 'vitest';
import { api, cartOf, pool, useArticlePool } from '../../support/backend-cart-api';
import { answerQuote, daysAhead, quoteUsers, requestKey, requestQuote } from '../../support/quotes-api';
import { signTestAccessToken } from '../../support/tokens';

// Contract tests of quotes (issue 17, decision 034): the state machine Skickad → Besvarad →
// Accepterad | Avböjd (Utgången past validity), every refusal of the bad-input list with nothing
// stored, who sees what, and an accepted quote's lines priced at the quote in the cart and order.
useArticlePool();

let users: Awaited<ReturnType<typeof quoteUsers>>;
const lines = (from: number, count = 3) => pool.plain.slice(from, from + count).map((article) => ({ articleNumber: article.articleNumber, quantity: 2 }));

beforeAll(async () => {
  users = await quoteUsers(Date.now().toString(36));
});

describe('asking for a quote', () => {
  it('writes a Skickad quote with its lines and the first thread message, once per form', async () => {
    const key = requestKey();
    const body = { brand: 'ljus', requestKey: key, lines: lines(900), message: 'Pris för tre rader?', reference: 'Etapp 2', wantedDeliveryDate: daysAhead(20) };
    const first = await api('/quotes', { token: users.buyer, body });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ status: 'SENT', reference: 'Etapp 2', lineCount: 3, total: null, mayAccept: false, mayAnswer: false });
    expect(first.body.items.map((item: any) => item.articleNumber)).toEqual(lines(900).map((line) => line.articleNumber));
    expect(first.body.items[0].currentPrice).toBeGreaterThan(0);
    expect(first.body.messages).toMatchObject([{ kind: 'REQUESTED', message: 'Pris för tre rader?' }]);
    const again = await api('/quotes', { token: users.buyer, body });
    expect(again.status).toBe(200);
    expect(again.body.quoteId).toBe(first.body.quoteId);
  });

  it('numbers quotes per brand', async () => {
    const a = await requestQuote(users.buyer, lines(910, 1));
    const b = await requestQuote(users.buyer, lines(911, 1));
    const other = await requestQuote(users.buyer, lines(912, 1), { brand: 'ror' });
    expect(Number(b.quoteNumber)).toBeGreaterThan(Number(a.quoteNumber));
    expect(Number(a.quoteNumber)).toBeGreaterThan(500_002);
    expect(Number(other.quoteNumber)).toBeLessThan(Number(a.quoteNumber));
  });

  it('refuses EJ_SKAPA_OFFERT, unknown articles and bad shapes, storing nothing', async () => {
    const before = (await api('/quotes?limit=100', { token: users.buyerAdmin })).body.total;
    const refused = await api('/quotes', { token: users.noQuotes, body: { brand: 'ljus', requestKey: requestKey(), lines: lines(920, 1) } });
    expect(refused.body.error).toMatchObject({ status: 403, code: 'quote_not_allowed' });
    const unknown = await api('/quotes', { token: users.buyer, body: { brand: 'ljus', requestKey: requestKey(), lines: [...lines(920, 1), { articleNumber: '99999999999', quantity: 1 }] } });
    expect(unknown.body.error).toMatchObject({ status: 422, code: 'unknown_article' });
    for (const bad of [{ lines: [] }, { lines: [{ articleNumber: pool.plain[920]!.articleNumber, quantity: '2,5' }] }, { lines: [{ articleNumber: pool.plain[920]!.articleNumber, quantity: -1 }] }]) {
      expect((await api('/quotes', { token: users.buyer, body: { brand: 'ljus', requestKey: requestKey(), ...bad } })).status).toBe(400);
    }
    expect((await api('/quotes?limit=100', { token: users.buyerAdmin })).body.total).toBe(before);
  });
});

describe('who sees a quote', () => {
  it('answers 404 to another customer, lists the customer\'s quotes and hides prices under EJ_SE_PRISER', async () => {
    const quote = await requestQuote(users.buyer, lines(930));
    expect((await api(`/quotes/${quote.quoteId}`, { token: users.foreign })).status).toBe(404);
    // Working in another customer (a header the token does not back), the quote is not there either.
    expect((await api(`/quotes/${quote.quoteId}`, { token: users.buyer, headers: { 'customer-id': 'C-2001' } })).status).toBe(404);
    expect((await api('/quotes/Q-doesnotexist01', { token: users.buyer })).status).toBe(404);
    expect((await api('/quotes?limit=100', { token: users.foreign })).body.data.some((row: any) => row.quoteId === quote.quoteId)).toBe(false);
    await answerQuote(users.seller, quote, [100, 200, 300]);
    const hidden = await api(`/quotes/${quote.quoteId}`, { token: users.noPrices });
    expect(hidden.body.total).toBeNull();
    expect(hidden.body.items.every((item: any) => item.netPrice === null && item.currentPrice === null)).toBe(true);
    const search = await api(`/quotes?q=${quote.quoteNumber}&status=ANSWERED`, { token: users.buyerAdmin });
    // Longer than the 50 bytes D1 takes as a LIKE pattern: still a search, not a database error.
    expect(await api(`/quotes?q=${'ö'.repeat(60)}`, { token: users.buyerAdmin })).toMatchObject({ status: 200, body: { total: 0 } });
    expect(search.body.data.map((row: any) => row.quoteId)).toEqual([quote.quoteId]);
  });

  it('shows the seeded quote past its validity as Utgången, and refuses to accept it', async () => {
    const token = await signTestAccessToken({ sub: 'U-0008' });
    const expired = await api('/quotes/Q-SEED-EXPIRED-01', { token });
    expect(expired.body).toMatchObject({ status: 'EXPIRED', mayAccept: false });
    expect((await api('/quotes?status=EXPIRED', { token })).body.data.map((row: any) => row.quoteId)).toContain('Q-SEED-EXPIRED-01');
    const accept = await api('/quotes/Q-SEED-EXPIRED-01/accept', { token, body: {} });
    expect(accept.body.error).toMatchObject({ status: 409, code: 'quote_expired' });
    expect((await api('/quotes/Q-SEED-EXPIRED-01', { token })).body.status).toBe('EXPIRED');
  });
});

describe('answering', () => {
  it('is the seller\'s: a buyer gets 403, a tampered answer 400, and nothing is stored', async () => {
    const quote = await requestQuote(users.buyer, lines(940));
    expect((await answerQuote(users.buyer, quote, [1, 2, 3])).body.error).toMatchObject({ status: 403, code: 'seller_only' });
    expect((await answerQuote(users.foreign, quote, [1, 2, 3])).status).toBe(404);
    const other = await requestQuote(users.buyer, lines(945, 1));
    const tampered = [
      { lines: [{ itemId: quote.items[0].quoteItemId, price: '12,50' }] },
      { lines: quote.items.map((item: any) => ({ itemId: item.quoteItemId, price: -5 })) },
      { lines: quote.items.map((item: any) => ({ itemId: item.quoteItemId, price: 10.005 })) },
      { lines: quote.items.slice(1).map((item: any) => ({ itemId: item.quoteItemId, price: 10 })) },
      { lines: [...quote.items.slice(1), other.items[0]].map((item: any) => ({ itemId: item.quoteItemId, price: 10 })) },
      { validUntil: daysAhead(-1) },
      { validUntil: daysAhead(400) },
      { discountPercent: 80 },
    ];
    for (const change of tampered) {
      const answer = await answerQuote(users.seller, quote, [10, 10, 10], change);
      expect(answer.status, JSON.stringify(change)).toBe(400);
    }
    const after = await api(`/quotes/${quote.quoteId}`, { token: users.buyer });
    expect(after.body).toMatchObject({ status: 'SENT', total: null });
    expect(after.body.messages).toHaveLength(1);
  });

  it('prices every line with the discount on the total, once', async () => {
    const quote = await requestQuote(users.buyer, lines(950));
    const answered = await answerQuote(users.seller, quote, [100, 50.5, 20], { discountPercent: 10 });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ status: 'ANSWERED', discountPercent: 10, validUntil: daysAhead(14), mayAnswer: false });
    expect(answered.body.items.map((item: any) => item.netPrice)).toEqual([90, 45.45, 18]);
    expect(answered.body.total).toBeCloseTo((90 + 45.45 + 18) * 2, 2);
    expect(answered.body.messages.map((m: any) => [m.kind, m.authorName])).toEqual([['REQUESTED', expect.any(String)], ['ANSWERED', 'Carl Carlsson']]);
    expect((await answerQuote(users.seller, quote, [1, 1, 1])).body.error).toMatchObject({ status: 409, code: 'quote_not_open' });
    expect((await api(`/quotes/${quote.quoteId}`, { token: users.buyer })).body).toMatchObject({ mayAccept: true });
  });
});

describe('accepting and declining', () => {
  it('refuses the seller, another buyer and another customer; declining then closes the quote', async () => {
    const quote = await requestQuote(users.buyer, lines(960));
    expect((await api(`/quotes/${quote.quoteId}/accept`, { token: users.buyer, body: {} })).body.error).toMatchObject({ status: 409, code: 'quote_not_open' });
    await answerQuote(users.seller, quote, [10, 10, 10]);
    expect((await api(`/quotes/${quote.quoteId}/accept`, { token: users.seller, body: {} })).body.error).toMatchObject({ status: 403, code: 'buyer_only' });
    expect((await api(`/quotes/${quote.quoteId}/accept`, { token: users.otherBuyer, body: {} })).status).toBe(403);
    expect((await api(`/quotes/${quote.quoteId}/accept`, { token: users.foreign, body: {} })).status).toBe(404);
    const declined = await api(`/quotes/${quote.quoteId}/decline`, { token: users.buyer, body: { message: 'För dyrt' } });
    expect(declined.body).toMatchObject({ status: 'DECLINED' });
    expect(declined.body.messages.at(-1)).toMatchObject({ kind: 'DECLINED', message: 'För dyrt' });
    expect((await api(`/quotes/${quote.quoteId}/accept`, { token: users.buyer, body: {} })).body.error).toMatchObject({ status: 409, code: 'quote_not_open' });
    const comment = await api(`/quotes/${quote.quoteId}/messages`, { token: users.seller, body: { message: 'Hör av er nästa gång' } });
    expect(comment.status).toBe(201);
    expect(comment.body.messages.at(-1)).toMatchObject({ kind: 'COMMENT', authorName: 'Carl Carlsson' });
    expect((await api(`/quotes/${quote.quoteId}/messages`, { token: users.buyer, body: { message: '' } })).status).toBe(400);
  });

  it('puts the lines in the cart at the quoted price, and the order carries the quote number', async () => {
    const wanted = lines(970);
    const quote = await requestQuote(users.buyerAdmin, wanted);
    await answerQuote(users.seller, quote, [111, 222, 333], { discountPercent: 10 });
    const accepted = await api(`/quotes/${quote.quoteId}/accept`, { token: users.buyerAdmin, body: { deliveryId: 'DBI' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'ACCEPTED', mayAccept: false });
    expect(accepted.body.cart.errors).toEqual([]);
    expect(accepted.body.messages.at(-1)).toMatchObject({ kind: 'ACCEPTED' });
    const cart = await cartOf(users.buyerAdmin);
    const priced = await api('/graphql', { token: users.buyerAdmin, body: { query: '{ getCart { cartItems { articleNumber quantity price { netPrice priceType } quote { quoteNumber holds } } } }' } });
    const byArticle = new Map(priced.body.data.getCart.cartItems.map((item: any) => [item.articleNumber, item]));
    expect(wanted.map((line) => byArticle.get(line.articleNumber))).toEqual([
      { articleNumber: wanted[0]!.articleNumber, quantity: 2, price: { netPrice: 99.9, priceType: 'QUOTE' }, quote: { quoteNumber: quote.quoteNumber, holds: true } },
      { articleNumber: wanted[1]!.articleNumber, quantity: 2, price: { netPrice: 199.8, priceType: 'QUOTE' }, quote: { quoteNumber: quote.quoteNumber, holds: true } },
      { articleNumber: wanted[2]!.articleNumber, quantity: 2, price: { netPrice: 299.7, priceType: 'QUOTE' }, quote: { quoteNumber: quote.quoteNumber, holds: true } },
    ]);
    const order = await api(`/v2/cart/${cart.cartId}/checkout`, {
      token: users.buyerAdmin,
      headers: { 'idempotency-key': `quote-${quote.quoteId}` },
      body: { orderDetails: { 'DBI:CL-01': { addressId: 'A-1001-02', reference: 'Offert' } } },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const placed = order.body.find((outcome: any) => outcome.success);
    expect(placed.orderItems.map((item: any) => [item.netPrice, item.quoteNumber])).toEqual([[99.9, quote.quoteNumber], [199.8, quote.quoteNumber], [299.7, quote.quoteNumber]]);
    const stored = await api(`/orders/${placed.orderId}`, { token: users.buyerAdmin });
    expect(stored.body).toMatchObject({ quoteNumber: quote.quoteNumber });
    expect(stored.body.totalNet).toBeCloseTo((99.9 + 199.8 + 299.7) * 2, 2);
  });
});
