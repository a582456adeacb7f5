import { beforeAll, describe, expect, it } from 'vitest';
import { api, pool, useArticlePool } from '../../support/backend-cart-api';
import { readPdf } from '../../support/pdf-text';
import { answerQuote, quoteUsers, requestQuote } from '../../support/quotes-api';

// The answered quote as PDF (issue 17): GET /quotes/{id}/document, drawn with the order
// documents' layout; no prices under EJ_SE_PRISER; another customer's quote and one not yet
// answered are 404.
useArticlePool();

let users: Awaited<ReturnType<typeof quoteUsers>>;
const lines = (from: number) => pool.plain.slice(from, from + 3).map((article) => ({ articleNumber: article.articleNumber, quantity: 4 }));

beforeAll(async () => {
  users = await quoteUsers(`doc${Date.now().toString(36)}`);
});

describe('the quote document', () => {
  it('is a real PDF of the answered quote: number, lines, net prices and totals, the same bytes each time', async () => {
    const quote = await requestQuote(users.buyer, lines(974), { reference: 'Hus 7' });
    expect((await api(`/quotes/${quote.quoteId}/document?brand=Ljusgrossen`, { token: users.buyer })).status).toBe(404);
    await answerQuote(users.seller, quote, [100, 50, 25], { discountPercent: 10, message: 'Fritt levererat' });
    const answer = await api(`/quotes/${quote.quoteId}/document?brand=Ljusgrossen`, { token: users.buyer });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="offert-${quote.quoteNumber}.pdf"`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const pdf = await readPdf(answer.body);
    expect(pdf.title).toBe(`Offert ${quote.quoteNumber}`);
    for (const text of ['Ljusgrossen', quote.quoteNumber, 'Bygg & El Norr AB', 'Hus 7', 'Besvarad', 'Carl Carlsson', 'Fritt levererat', '90,00 kr', '45,00 kr', '22,50 kr', '630,00 kr']) expect(pdf.text).toContain(text);
    for (const line of lines(974)) expect(pdf.text).toContain(line.articleNumber);
    expect((await api(`/quotes/${quote.quoteId}/document?brand=Ljusgrossen`, { token: users.buyer })).body).toEqual(answer.body);
  });

  it('leaves prices out under EJ_SE_PRISER, and refuses another customer and a bad brand', async () => {
    const quote = await requestQuote(users.buyer, lines(977));
    await answerQuote(users.seller, quote, [100, 50, 25], { discountPercent: 10 });
    const hidden = await readPdf((await api(`/quotes/${quote.quoteId}/document`, { token: users.noPrices })).body);
    expect(hidden.text).toContain(quote.quoteNumber);
    expect(hidden.text).not.toMatch(/\d,\d\d\s?kr/);
    expect(hidden.text).not.toContain('Summa');
    expect(hidden.text).not.toContain('Rabatt');
    const foreign = await api(`/quotes/${quote.quoteId}/document`, { token: users.foreign });
    expect(foreign.status).toBe(404);
    expect((await api(`/quotes/${quote.quoteId}/document`, { token: users.buyer, headers: { 'customer-id': 'C-2001' } })).status).toBe(404);
    expect((await api(`/quotes/${quote.quoteId}/document?brand=%3Cscript%3E`, { token: users.buyer })).status).toBe(400);
    expect((await api('/quotes/not-a-quote/document', { token: users.buyer })).status).toBe(400);
  });
});
