import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToCart, brandUrl, emptyCart, eventually, hydrated, useBrowser } from './fixtures';

// Decision 020 in the browser: gustav (C-1001, no other browser test uses his cart) adds a cable
// with a legeringstillägg and an article with quantity brackets, and every figure the cart and the
// summary show is checked against the others: line totals, totals per delivery and for the order
// (excl. VAT, surcharges, VAT 25 %, incl. VAT), with units in words. Articles are found through
// the shop's own search and product pages, so no seed detail is pinned.
const { open } = useBrowser();

/** Set MONEY_SCREENSHOTS to a folder to keep pictures of the cart and the summary (1366 and 390 wide). */
const shoot = async (page: Page, name: string) => {
  const folder = process.env.MONEY_SCREENSHOTS;
  if (!folder) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** "1 234,56 kr" → 1234.56 (no-break spaces and U+2212 minus as Intl writes them). */
const kronor = (text: string): number => Number(text.replace(/[\s\u00A0\u202F]|kr|\/.*$/g, '').replace('\u2212', '-').replace(',', '.'));
const ore = (amount: number) => Math.round(amount * 100);
const amountIn = (text: string): number => {
  const match = /(\u2212?[\d\s\u00A0\u202F]+,\d{2})\s*kr/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in "${text}"`);
  return kronor(match[1]);
};

/**
 * Product pages among the search hits for `query`, until `wanted` holds for one (at most 40 tried).
 * Only pages whose HTML (fetched by the page, with the buyer's cookies) contains `hint` are opened:
 * opening every hit took most of this test's time.
 */
async function findProduct(page: Page, query: string, hint: string, wanted: (main: Locator) => Promise<boolean>): Promise<string> {
  await page.goto(brandUrl('ljus', `/search?q=${encodeURIComponent(query)}`));
  const cards = page.locator('.product-card').filter({ has: page.locator('.quantity-stepper') });
  await cards.first().waitFor();
  const hrefs = (await cards.locator('.product-card__name a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).filter(Boolean);
  for (const path of hrefs.slice(0, 40)) {
    const html = await page.evaluate(async (url) => (await fetch(url)).text(), brandUrl('ljus', path));
    if (!html.includes(hint)) continue;
    await page.goto(brandUrl('ljus', path));
    const main = page.locator('main');
    // Prices stream in after the page: wait for the price panel (or the ask-for-price note).
    await main.locator('.product-offer').first().waitFor();
    const buyable = (await main.getByRole('button', { name: 'Lägg i varukorg' }).count()) > 0 && !(await main.locator('.purchase-box__multiple').count());
    if (buyable && (await wanted(main))) return path;
  }
  throw new Error(`no product for "${query}" fits`);
}

async function addQuantity(page: Page, path: string, quantity: string) {
  await page.goto(brandUrl('ljus', path));
  const box = page.locator('.purchase-box');
  await (await hydrated(box.getByRole('textbox', { name: /Antal/ }).first())).fill(quantity);
  await addToCart(box);
}

interface ShownLine {
  quantity: string;
  unitPrice: number;
  alloying: number;
  total: number;
}

/** Checks a totals panel against itself and returns its figures. */
async function checkTotals(panel: Locator) {
  const value = async (label: RegExp) => kronor(await panel.locator('.cart-totals__row').filter({ has: panel.page().locator('dt', { hasText: label }) }).locator('dd').innerText());
  const figures = {
    net: await value(/^Varor exkl\. moms$/),
    alloying: await value(/^Legeringstillägg$/),
    exclVat: await value(/^Summa exkl\. moms$/),
    vat: await value(/^Moms 25\s%$/),
    total: await value(/^Att betala inkl\. moms$/),
  };
  expect(ore(figures.net) + ore(figures.alloying)).toBe(ore(figures.exclVat));
  expect(ore(figures.vat)).toBe(Math.round(ore(figures.exclVat) * 0.25));
  expect(ore(figures.exclVat) + ore(figures.vat)).toBe(ore(figures.total));
  return figures;
}

describe('money adds up', { timeout: 300_000 }, () => {
  it('a cable with legeringstillägg and a bracket-priced article: cart and summary', async () => {
    const page = await open(brandUrl('ljus'), { signedInAs: 'gustav.gran@demo.example' });
    await emptyCart(page, 'ljus');

    const cable = await findProduct(page, 'installationskabel', 'Legeringstillägg', async (main) => (await main.getByText('Legeringstillägg:').count()) > 0);
    const bracketed = await findProduct(page, 'skruv', 'Mängdpris', async (main) => (await main.getByRole('heading', { name: 'Mängdpris' }).count()) > 0);
    // The bracket's own unit price before the bracket, read on its product page.
    await page.goto(brandUrl('ljus', bracketed));
    const listUnit = amountIn(await page.locator('.product-price__amount').innerText());

    await addQuantity(page, cable, '3');
    await addQuantity(page, bracketed, '10');

    // The cart: every line's total is à-pris × quantity + surcharge × quantity, in words.
    await page.goto(brandUrl('ljus', '/cart'));
    const lines = page.locator('.cart-line');
    await eventually(() => lines.count()).toBe(2);
    const shown: ShownLine[] = [];
    for (const line of await lines.all()) {
      const unitPrice = amountIn(await line.locator('.cart-line__unit-price').innerText());
      const alloyingText = (await line.locator('.cart-line__alloying').count()) ? await line.locator('.cart-line__alloying').innerText() : '';
      const alloying = alloyingText ? amountIn(alloyingText) : 0;
      const total = amountIn(await line.locator('.cart-line__line-price').innerText());
      const quantity = await line.getByRole('textbox', { name: /^Antal av / }).inputValue();
      expect(await line.locator('.cart-line__unit-price').innerText()).toMatch(/^À-pris\s.+\skr\/[a-zåäö]+$/);
      expect(ore(total)).toBe(Math.round(ore(unitPrice) * Number(quantity)) + Math.round(ore(alloying) * Number(quantity)));
      shown.push({ quantity, unitPrice, alloying, total });
    }
    expect(shown.some((line) => line.alloying > 0)).toBe(true);
    await expect(lines.filter({ hasText: 'Legeringstillägg' }).locator('.cart-line__unit').innerText()).resolves.toBe('rullar');
    // The bracket applies in the cart as it will on the order: below the product page's price.
    const bracketLine = shown.find((line) => line.alloying === 0)!;
    expect(bracketLine.unitPrice).toBeLessThan(listUnit);
    const cartTotals = await checkTotals(page.getByTestId('cart-totals'));
    expect(ore(cartTotals.exclVat)).toBe(shown.reduce((sum, line) => sum + ore(line.total), 0));
    expect(await page.locator('main').innerText()).not.toMatch(/\b(RLE|FP|ST)\b/);
    await shoot(page, 'cart');

    // The flyout says the same in words.
    await (await hydrated(page.getByRole('button', { name: 'Visa varukorgen' }))).click();
    const flyout = page.getByRole('dialog', { name: 'Din varukorg' });
    await flyout.locator('.cart-flyout__line').first().waitFor();
    await expect(flyout.locator('.cart-flyout__qty').allInnerTexts()).resolves.toContain('3\u00A0rullar');
    await page.keyboard.press('Escape');

    // The summary: per delivery and for the order, the same rule and the same figures.
    await page.goto(brandUrl('ljus', '/delivery'));
    await (await hydrated(page.getByRole('button', { name: 'Fortsätt till sammanfattning' }))).click();
    await page.waitForURL(/\/summary$/);
    const delivery = await checkTotals(page.getByTestId('summary-totals-1'));
    const order = await checkTotals(page.getByTestId('summary-totals-order'));
    expect(delivery).toEqual(cartTotals);
    expect(order).toEqual(cartTotals);
    const rows = page.locator('.summary-lines tbody tr');
    await expect(rows.count()).resolves.toBe(2);
    const quantities = await page.locator('.summary-lines__quantity').allInnerTexts();
    expect(quantities).toContain('3\u00A0rullar');
    expect(quantities.join(' ')).not.toMatch(/\b(RLE|FP|ST)\b/);
    const summaryLineTotals = (await page.locator('.summary-lines tbody td.summary-lines__money:last-child').allInnerTexts()).map(amountIn);
    expect(summaryLineTotals.reduce((sum, amount) => sum + ore(amount), 0)).toBe(ore(order.exclVat));
    await page.getByRole('button', { name: 'Skicka beställning' }).waitFor();
    await shoot(page, 'summary');
  });
});
