import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, useBrowser } from './fixtures';

// Anna's cart in Chromium: two products added from product pages, one by quick add, the added
// notification, a quantity changed (debounced, absolute) and a line moved to store pickup, so the
// cart holds two deliveries. Products are found through the shop's own search results.
const { open } = useBrowser();
const shop = inject('shopOrigin');

let slugs: string[] = [];
let quickArticle: string;

const html = async (path: string) => (await fetch(shop + path)).text();

beforeAll(async () => {
  const results = await html(`/search?q=${encodeURIComponent('skruv')}`);
  const found = [...new Set([...results.matchAll(/href="\/produkt\/([a-z0-9-]+)"/g)].map((match) => match[1]!))];
  const numbers = [...results.matchAll(/<span class="product-card__number">([^<]+)<\/span>/g)].map((match) => match[1]!);
  slugs = found.slice(0, 2);
  quickArticle = numbers[numbers.length - 1]!;
  expect(slugs).toHaveLength(2);
});

async function signIn(page: Page) {
  const main = page.locator('main');
  await main.getByLabel('E-postadress').fill('anna.andersson@demo.example');
  await main.getByLabel('Lösenord').fill('Demo1234!');
  await main.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/logga-in'));
}

async function addFromProductPage(page: Page, slug: string) {
  await page.goto(brandUrl('ljus', `/produkt/${slug}`));
  await page.locator('.purchase-box').getByRole('button', { name: 'Lägg i varukorg' }).click();
  await page.locator('.purchase-box').getByText('Tillagd i varukorgen').waitFor();
}

const lines = (page: Page) => page.locator('.cart-line');

describe('cart in the browser', () => {
  it('anna adds three products, changes a quantity and splits the cart over two deliveries', async () => {
    const page = await open(brandUrl('ljus', '/logga-in?returnTo=/'));
    await signIn(page);

    await addFromProductPage(page, slugs[0]!);
    // The notification goes away again after its three seconds.
    await page.locator('.purchase-box').getByText('Tillagd i varukorgen').waitFor({ state: 'hidden', timeout: 6_000 });
    await addFromProductPage(page, slugs[1]!);

    await page.goto(brandUrl('ljus', '/cart'));
    await page.getByLabel('Artikelnummer och antal, en rad per artikel').fill(`${quickArticle};3`);
    await page.getByRole('button', { name: 'Lägg till' }).click();
    await page.getByText(`Rad 1: ${quickArticle} tillagd (3).`).waitFor();
    await expect.poll(() => lines(page).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('link', { name: /Varukorg, \d+ rader/ }).isVisible()).resolves.toBe(true);

    const first = lines(page).first();
    const quantity = first.getByRole('textbox', { name: /^Antal av / });
    await quantity.fill('4');
    await expect.poll(() => page.locator('.cart-line').first().getByRole('textbox', { name: /^Antal av / }).inputValue(), { timeout: 15_000 }).toBe('4');
    await page.reload();
    await expect(lines(page).first().getByRole('textbox', { name: /^Antal av / }).inputValue()).resolves.toBe('4');

    await lines(page).last().getByRole('combobox', { name: /^Leveranssätt för / }).selectOption({ index: 1 });
    await page.getByRole('heading', { name: /^Leverans till butik, butik / }).waitFor({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Utkörning, centrallagret' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Att betala inkl. moms').isVisible()).resolves.toBe(true);
  });
});
