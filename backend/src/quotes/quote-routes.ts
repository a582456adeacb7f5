import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams, validateQuery } from '../lib/validate';
import { CUSTOMER_HEADER, requireCustomer } from '../commerce/customer-access';
import { todayInStockholm } from '../../../domain/calendar';
import type { AccessTokenSubject } from '../lib/access-token';
import { acceptQuote, declineQuote } from './accept-quote';
import { answerQuote } from './answer-quote';
import { answerableQuote, assertMayRequest, buyerQuote, isSellerOf, seesQuotePrices, visibleQuote } from './quote-access';
import { loadQuoteDetail, messageStatement, searchQuotes, type QuoteRow } from './quote-repository';
import { AcceptQuoteBody, AnswerQuoteBody, DeclineQuoteBody, QuoteListQuery, QuoteMessageBody, QuoteParams, RequestQuoteBody } from './quote-schemas';
import { requestQuote } from './request-quote';
import { toQuote, toQuoteSummary } from './quote-view';

/** Quotes (issue 17, decision 034): request, list, one quote, answer, accept, decline, thread. */
export const quoteRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'private, no-store' };

async function quoteAnswer(db: D1Database, auth: AccessTokenSubject, quote: QuoteRow, today: string) {
  const detail = await loadQuoteDetail(db, quote.id);
  const seller = isSellerOf(auth, quote.customer_id);
  const role = auth.customerPermissions.find((p) => p.customerId === quote.customer_id)?.role;
  const buyerSide = !seller && (quote.buyer_id === auth.userId || role === 'BUYER_ADMIN');
  return toQuote(quote, detail, today, { withPrices: seesQuotePrices(auth, quote.customer_id), seller, buyerSide });
}

async function reread(db: D1Database, auth: AccessTokenSubject, id: string) {
  return quoteAnswer(db, auth, await visibleQuote(db, auth, id), todayInStockholm());
}

quoteRoutes.post('/quotes', requireAuth(), limitJsonBody(), validateJson(RequestQuoteBody), async (c) => {
  const body = c.req.valid('json');
  const { customerId } = requireCustomer(c.var.auth, body.customerId ?? c.req.header(CUSTOMER_HEADER));
  assertMayRequest(c.var.auth, customerId);
  const { id, created } = await requestQuote(c.env.DB, c.var.auth, customerId, body, Date.now());
  return c.json(await reread(c.env.DB, c.var.auth, id), created ? 201 : 200, NO_STORE);
});

/** The quotes of the customer the caller works in (or all of the token's customers). */
quoteRoutes.get('/quotes', requireAuth(), validateQuery(QuoteListQuery), async (c) => {
  const query = c.req.valid('query');
  const named = query.customerId ?? c.req.header(CUSTOMER_HEADER);
  const customerIds = named ? [requireCustomer(c.var.auth, named).customerId] : c.var.auth.customerPermissions.map((p) => p.customerId);
  const today = todayInStockholm();
  const status = query.status === 'EXPIRED' ? { stored: 'ANSWERED' as const, expired: true } : query.status === 'ANSWERED' ? { stored: 'ANSWERED' as const, expired: false } : query.status ? { stored: query.status, expired: null } : null;
  const { rows, total } = await searchQuotes(c.env.DB, { customerIds, status, today, q: query.q || null, limit: query.limit, offset: query.offset });
  const data = rows.map((row) => toQuoteSummary(row, today, seesQuotePrices(c.var.auth, row.customer_id)));
  return c.json({ data, total, limit: query.limit, offset: query.offset }, 200, NO_STORE);
});

quoteRoutes.get('/quotes/:id', requireAuth(), validateParams(QuoteParams), async (c) => {
  const quote = await visibleQuote(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  return c.json(await quoteAnswer(c.env.DB, c.var.auth, quote, todayInStockholm()), 200, NO_STORE);
});

quoteRoutes.put('/quotes/:id/answer', requireAuth(), validateParams(QuoteParams), limitJsonBody(), validateJson(AnswerQuoteBody), async (c) => {
  const quote = await answerableQuote(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  await answerQuote(c.env.DB, c.var.auth, quote, c.req.valid('json'), todayInStockholm(), Date.now());
  return c.json(await reread(c.env.DB, c.var.auth, quote.id), 200, NO_STORE);
});

quoteRoutes.post('/quotes/:id/accept', requireAuth(), validateParams(QuoteParams), limitJsonBody(), validateJson(AcceptQuoteBody), async (c) => {
  const quote = await buyerQuote(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const result = await acceptQuote(c.env.DB, c.var.auth, quote, c.req.valid('json'), todayInStockholm(), Date.now());
  return c.json({ ...(await reread(c.env.DB, c.var.auth, quote.id)), cart: result }, 200, NO_STORE);
});

quoteRoutes.post('/quotes/:id/decline', requireAuth(), validateParams(QuoteParams), limitJsonBody(), validateJson(DeclineQuoteBody), async (c) => {
  const quote = await buyerQuote(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  await declineQuote(c.env.DB, c.var.auth, quote, c.req.valid('json').message, todayInStockholm(), Date.now());
  return c.json(await reread(c.env.DB, c.var.auth, quote.id), 200, NO_STORE);
});

/** A message in the thread, from either side, in any status. */
quoteRoutes.post('/quotes/:id/messages', requireAuth(), validateParams(QuoteParams), limitJsonBody(), validateJson(QuoteMessageBody), async (c) => {
  const quote = await visibleQuote(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const now = Date.now();
  await c.env.DB.batch([
    messageStatement(c.env.DB, { quoteId: quote.id, userId: c.var.auth.userId, kind: 'COMMENT', body: c.req.valid('json').message, now }),
    c.env.DB.prepare('UPDATE quotes SET updated_at = ?2 WHERE id = ?1').bind(quote.id, now),
  ]);
  return c.json(await reread(c.env.DB, c.var.auth, quote.id), 201, NO_STORE);
});
