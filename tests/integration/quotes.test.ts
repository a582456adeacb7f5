import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { getWith, signInAs } from '../support/session-flows';
import { emptyShopCart, formAround, submit } from '../support/shop-cart';
import { sampleProduct } from '../support/product-forms';
import { shopRequest } from '../support/shop-client';
import { signTestAccessToken } from '../support/tokens';

// The shop's quote pages (issue 17): /mina-sidor/offerter and /mina-sidor/offerter/{id} as the
// signed-in user the session says, the seller's answer and the buyer's accept posted as a browser
// without JavaScript would, with bad input. The service's state machine and refusals are
// tests/integration/backend/quotes.test.ts.
let gustav: CookieJar;
let carl: CookieJar;
let dana: CookieJar;

beforeAll(async () => {
  gustav = (await signInAs('gustav.gran@demo.example')).jar;
  carl = (await signInAs('carl.carlsson@demo.example')).jar;
  dana = (await signInAs('dana.dahl@demo.example')).jar;
}, 60_000);

const PRICE = /\d,\d\d(?:&nbsp;|\s| )kr/;

/** Puts three of a sample article into the jar's cart through the product page's add form. */
async function addALine(jar: CookieJar, index = 0): Promise<void> {
  const { slug } = await sampleProduct(jar, index);
  const page = await getWith(jar, `/produkt/${slug}`);
  // The add-to-cart form is the one with the order multiple (the star and "Lägg till i lista" carry the article number too).
  await submit(jar, `/produkt/${slug}`, formAround(page.body, 'name="multiple"'), { quantity: '3' });
}

/**
 * A quote of gustav's for three articles, asked for as a browser without JavaScript would: three
 * lines into his cart through a product page's add form, then the cart's "Begär offert".
 */
async function gustavsQuote(): Promise<{ quoteId: string }> {
  for (const index of [0, 1, 2]) await addALine(gustav, index);
  const cart = await getWith(gustav, '/cart');
  const asked = await submit(gustav, '/cart', formAround(cart.body, 'id="request-quote-heading"'), { message: 'Pris för tre rader?' });
  const quoteId = /\/mina-sidor\/offerter\/(Q-[A-Za-z0-9_-]+)/.exec(asked.body)?.[1];
  expect(quoteId, asked.body.slice(0, 500)).toBeDefined();
  return { quoteId: quoteId! };
}

describe('the quote pages', () => {
  it('lists the customer\'s quotes with status, and filters by status', async () => {
    const page = await getWith(gustav, '/mina-sidor/offerter');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1 class="page__title">Mina offerter</h1>');
    expect(page.body).toContain('aria-label="Öppna offert 500001"');
    expect(page.body).toContain('Utgången');
    const declined = await getWith(gustav, '/mina-sidor/offerter?status=DECLINED');
    expect(declined.body).toContain('500002');
    expect(declined.body).not.toContain('aria-label="Öppna offert 500001"');
  });

  it('shows an expired quote without accept, an unknown one as 404, and no prices under EJ_SE_PRISER', async () => {
    const expired = await getWith(gustav, '/mina-sidor/offerter/Q-SEED-EXPIRED-01');
    expect(expired.status).toBe(200);
    expect(expired.body).toContain('Offert 500001');
    expect(expired.body).toContain('Offerten gick ut 2026-11-10');
    expect(expired.body).not.toContain('Acceptera offerten');
    expect(expired.body).toMatch(PRICE);
    expect((await getWith(gustav, '/mina-sidor/offerter/Q-doesnotexist01')).status).toBe(404);
    const hidden = await getWith(dana, '/mina-sidor/offerter/Q-SEED-EXPIRED-01');
    expect(hidden.status).toBe(200);
    expect(hidden.body).toContain('Offert 500001');
    expect(hidden.body).not.toMatch(PRICE);
  });

  it('keeps the pages and "Begär offert" from a user under EJ_SKAPA_OFFERT', async () => {
    const denied = new CookieJar().set('access_token', await signTestAccessToken({ permissionDenies: ['EJ_SKAPA_OFFERT'] }));
    expect((await shopRequest('/mina-sidor/offerter', { headers: { cookie: denied.header() } })).status).toBe(302);
    // "Begär offert" is for a cart with lines: a line in each cart, so only the deny can hide it.
    for (const jar of [denied, gustav]) await addALine(jar);
    const cart = await getWith(denied, '/cart');
    expect(cart.status).toBe(200);
    expect(cart.body).toContain('cart-line');
    expect(cart.body).not.toContain('id="request-quote-heading"');
    expect((await getWith(gustav, '/cart')).body).toContain('id="request-quote-heading"');
    // The token's user is anna: her cart is left as it was found by the other files.
    await emptyShopCart(denied);
  });

  it('offers "Begär offert" only for a cart with lines', async () => {
    await emptyShopCart(gustav);
    expect((await getWith(gustav, '/cart')).body).not.toContain('id="request-quote-heading"');
    await addALine(gustav);
    expect((await getWith(gustav, '/cart')).body).toContain('id="request-quote-heading"');
  });
});

describe('answering and accepting in the shop', () => {
  it('lets carl answer with Swedish prices, refuses a price that is none, then gustav accepts into his cart', async () => {
    const quote = await gustavsQuote();
    const path = `/mina-sidor/offerter/${quote.quoteId}`;
    expect((await getWith(gustav, path)).body).not.toContain('id="quote-answer-heading"');
    const page = await getWith(carl, path);
    expect(page.status).toBe(200);
    const form = formAround(page.body, 'id="quote-answer-heading"');
    const priceFields = [...form.matchAll(/name="(price:qi[0-9a-f]{18})"/g)].map((match) => match[1] ?? '');
    expect(priceFields).toHaveLength(3);
    const prices = (values: string[]) => Object.fromEntries(priceFields.map((name, index) => [name, values[index] ?? '']));
    const bad = await submit(carl, path, form, { ...prices(['12,50', 'tolv', '3']), validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) });
    expect(bad.body).toContain('Ange ett pris i kronor för varje rad');
    expect((await getWith(gustav, path)).body).toContain('Skickad');
    const answered = await submit(carl, path, form, { ...prices(['12,50', '1 000', '7']), discountPercent: '10', validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10), message: 'Gäller hela jobbet' });
    expect(answered.status).toBeLessThan(400);
    const buyerView = await getWith(gustav, path);
    expect(buyerView.body).toContain('Besvarad');
    expect(buyerView.body).toContain('Gäller hela jobbet');
    expect(buyerView.body).toMatch(/11,25(?:&nbsp;|\s| )kr/);
    const decision = formAround(buyerView.body, 'id="quote-decision-heading"');
    await submit(gustav, path, decision, { decision: 'accept' });
    const after = await getWith(gustav, path);
    expect(after.body).toContain('Accepterad');
    expect(after.body).not.toContain('id="quote-decision-heading"');
    expect(after.body).toContain('accepterade offerten');
  });
});
