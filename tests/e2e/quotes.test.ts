import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../support/pdf-text';
import { addToCart, brandUrl, emptyCart, eventually, hydrated, useBrowser } from './fixtures';

const { open } = useBrowser();

const PRICES = ['100', '200', '300'];
/** What gustav pays per unit after carl's 10 % on the total. */
const NET = ['90,00', '180,00', '270,00'];
const kr = (amount: string) => new RegExp(`${amount}\\s?kr`);

// Quotes as a new user tries them (issue 17's "done when"): gustav asks for a price on three of
// his cart's lines, carl (SELLER_ADMIN) answers with a discount, gustav accepts and orders at the
// quoted prices, and the order carries the quote number. gustav's default cart: emptied first
// (the e2e files run one at a time, so nothing else fills it meanwhile).
describe('quotes', { timeout: 300_000 }, () => {
  it('gustav asks for three lines, carl answers with a discount, gustav accepts and orders at the quoted prices', async () => {
    const gustav = await open(brandUrl('ljus'), { signedInAs: 'gustav.gran@demo.example' });
    await emptyCart(gustav, 'ljus');

    // Four lines in the cart; three of them ticked for the quote.
    await gustav.goto(brandUrl('ljus', `/search?q=${encodeURIComponent('skruv')}`));
    const buyable = gustav.locator('.product-card').filter({ has: gustav.locator('.quantity-stepper') });
    await buyable.nth(3).waitFor();
    for (const index of [0, 1, 2, 3]) await addToCart(buyable.nth(index));
    await gustav.goto(brandUrl('ljus', '/cart'));
    const ticks = gustav.locator('input.cart-line__select');
    await eventually(() => ticks.count()).toBe(4);
    const request = gustav.getByRole('form', { name: 'Begär offert' });
    await hydrated(request.getByRole('button', { name: 'Begär offert' }));
    for (const index of [0, 1, 2]) await (await hydrated(ticks.nth(index))).check();
    await request.getByText('Offerten gäller 3 markerade rader.').waitFor();
    await request.getByLabel('Meddelande till säljaren').fill('Pris för tre rader till Björken?');
    await request.getByLabel('Referens (valfri)').fill('Björken hus 3');
    await request.getByRole('button', { name: 'Begär offert' }).click();
    await request.getByRole('link', { name: 'Öppna offerten' }).click();
    const heading = gustav.getByRole('heading', { level: 1, name: /^Offert \d{6}/ });
    await heading.waitFor();
    const quoteNumber = /Offert (\d{6})/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
    const quotePath = new URL(gustav.url()).pathname;
    expect(quotePath).toMatch(/^\/mina-sidor\/offerter\/Q-/);
    await expect(heading.textContent()).resolves.toContain('Skickad');
    await expect(gustav.getByRole('table', { name: 'Offertrader' }).getByRole('row').count()).resolves.toBe(4);

    // carl answers from the same page: a price per line, 10 % on the total, a message.
    const carl = await open(brandUrl('ljus', quotePath), { signedInAs: 'carl.carlsson@demo.example' });
    const answer = carl.getByRole('form', { name: 'Svara med pris' });
    const priceFields = answer.getByLabel(/^Pris per enhet för/);
    await eventually(() => priceFields.count()).toBe(3);
    for (const [index, price] of PRICES.entries()) await priceFields.nth(index).fill(price);
    await answer.getByLabel('Rabatt på totalen (%)').fill('10');
    await answer.getByLabel('Meddelande till kunden').fill('Gäller vid order inom två veckor.');
    await (await hydrated(answer.getByRole('button', { name: 'Skicka svar' }))).click();
    await carl.getByRole('heading', { level: 1, name: /Besvarad/ }).waitFor();

    // gustav sees the answer, its PDF, and accepts: the lines are in the cart at the quoted prices.
    await gustav.reload();
    await gustav.getByRole('heading', { level: 1, name: /Besvarad/ }).waitFor();
    await gustav.getByText('Gäller vid order inom två veckor.').waitFor();
    const lines = gustav.getByRole('table', { name: 'Offertrader' });
    for (const net of NET) await expect(lines.innerText()).resolves.toMatch(kr(net));
    const [download] = await Promise.all([gustav.waitForEvent('download'), gustav.getByRole('link', { name: 'Offert (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`offert-${quoteNumber}.pdf`);
    expect((await readPdf(await readFile((await download.path()) ?? ''))).text).toContain('90,00 kr');
    await (await hydrated(gustav.getByRole('button', { name: 'Acceptera offerten' }))).click();
    await gustav.getByRole('heading', { level: 1, name: /Accepterad/ }).waitFor();

    await gustav.goto(brandUrl('ljus', '/cart'));
    const notes = gustav.locator('.cart-line__quote');
    await eventually(() => notes.count()).toBe(3);
    await expect(notes.first().innerText()).resolves.toContain(`Offert ${quoteNumber}, pris gäller till`);

    // The order: delivery, summary, send; then the order page names the quote.
    await gustav.goto(brandUrl('ljus', '/delivery'));
    await (await hydrated(gustav.getByRole('button', { name: 'Fortsätt till sammanfattning' }))).click();
    await gustav.waitForURL(/\/summary$/);
    await (await hydrated(gustav.getByRole('button', { name: 'Skicka beställning' }))).click();
    await gustav.waitForURL(/\/checkout-success-page$/);
    const numbers = gustav.locator('[data-order-number]');
    await numbers.first().waitFor();
    // One delivery, one order: every line went to the cart's one delivery.
    await expect(numbers.count()).resolves.toBe(1);
    const orderId = ((await numbers.first().textContent()) ?? '').trim();
    expect(orderId).toMatch(/^\d+$/);

    await gustav.goto(brandUrl('ljus', `/mina-sidor/ordrar/${orderId}`));
    await gustav.getByRole('heading', { level: 1, name: new RegExp(`Order ${orderId}`) }).waitFor();
    const facts = gustav.locator('section[aria-labelledby="order-facts"]');
    await expect(facts.innerText()).resolves.toMatch(new RegExp(`Offertnummer\\s*${quoteNumber}`));
    const ordered = await gustav.locator('section[aria-labelledby="order-lines"]').innerText();
    for (const net of NET) expect(ordered).toMatch(kr(net));
  });
});
