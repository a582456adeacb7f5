import { expect } from 'vitest';
import { api } from './backend-cart-api';
import { signTestAccessToken } from './tokens';

/**
 * The people of the quote contract tests (issue 17): a buyer and a buyer admin of Bygg & El Norr
 * AB, a seller (SELLER_ADMIN) serving it, a buyer under EJ_SKAPA_OFFERT and one under EJ_SE_PRISER,
 * and a buyer of another customer. Subjects of their own, so their carts are theirs alone.
 */
export const quoteUsers = async (tag: string) => ({
  buyer: await signTestAccessToken({ sub: `U-Q-${tag}-B` }),
  otherBuyer: await signTestAccessToken({ sub: `U-Q-${tag}-O` }),
  buyerAdmin: await signTestAccessToken({ sub: `U-Q-${tag}-A`, role: 'BUYER_ADMIN' }),
  seller: await signTestAccessToken({ sub: 'U-0003', role: 'SELLER_ADMIN' }),
  noQuotes: await signTestAccessToken({ sub: `U-Q-${tag}-N`, permissionDenies: ['EJ_SKAPA_OFFERT'] }),
  noPrices: await signTestAccessToken({ sub: `U-Q-${tag}-P`, permissionDenies: ['EJ_SE_PRISER'] }),
  foreign: await signTestAccessToken({ sub: `U-Q-${tag}-F`, customerId: 'C-2001' }),
});

let keys = 0;
export const requestKey = () => `rk-${Date.now().toString(36)}-${(keys += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export async function requestQuote(token: string, lines: { articleNumber: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  const answer = await api('/quotes', { token, body: { brand: 'ljus', requestKey: requestKey(), lines, message: 'Pris för jobbet?', ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** A date `days` from today in Stockholm (YYYY-MM-DD). */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

export const answerQuote = (token: string, quote: { quoteId: string; items: { quoteItemId: string }[] }, prices: number[], extra: Record<string, unknown> = {}) =>
  api(`/quotes/${quote.quoteId}/answer`, {
    method: 'PUT',
    token,
    body: { lines: quote.items.map((item, index) => ({ itemId: item.quoteItemId, price: prices[index] })), validUntil: daysAhead(14), message: 'Här är vårt pris', ...extra },
  });
