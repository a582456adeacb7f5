import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addToCart, announced, brandUrl, emptyCart, eventually, headerCart, hydrated, useBrowser, withoutPageModules, withPageModules } from './fixtures';

// Anna's cart in Chromium: two products added from product pages, one by quick add, the added
// notification, a quantity changed (debounced, absolute) and a line moved to store pickup, so the
// cart holds two deliveries. Products are found through the shop's own search results.
const { open } = useBrowser();

let slugs: string[] = [];
let quickArticle: string;

beforeAll(() => {
  expect(inject('shopOrigin')).toBeTruthy();
});

/** Three products anna can buy online: the cards that show her the add button. */
async function pickProducts(page: Page) {
  await page.goto(brandUrl('ljus', `/search?q=${encodeURIComponent('skruv')}`));
  const buyable = page.locator('.product-card').filter({ has: page.locator('.quantity-stepper') });
  await buyable.nth(2).waitFor();
  slugs = await Promise.all([0, 1].map(async (index) => ((await buyable.nth(index).locator('.product-card__name a').getAttribute('href')) ?? '').replace('/produkt/', '')));
  quickArticle = (await buyable.nth(2).locator('.product-card__number').innerText()).trim();
}

async function signIn(page: Page) {
  const main = page.locator('main');
  await main.getByLabel('E-postadress').fill('anna.andersson@demo.example');
  await main.getByLabel('Lösenord').fill('Demo1234!');
  await main.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/logga-in'));
}

const purchaseBox = (page: Page) => page.locator('.purchase-box');

async function addFromProductPage(page: Page, slug: string) {
  await page.goto(brandUrl('ljus', `/produkt/${slug}`));
  await addToCart(purchaseBox(page));
}

const lines = (page: Page) => page.locator('.cart-line');

// A whole journey: on a loaded CI machine it can take well over the default minute.
describe('cart in the browser', { timeout: 180_000 }, () => {
  it('anna adds three products, changes a quantity and splits the cart over two deliveries', async () => {
    const page = await open(brandUrl('ljus', '/logga-in?returnTo=/'));
    await signIn(page);
    await emptyCart(page, 'ljus');
    await pickProducts(page);

    await addFromProductPage(page, slugs[0]!);
    // The notification was announced in the purchase box, and goes away again after its three
    // seconds (read from the live region's record: a loaded machine may look only after it went).
    await eventually(() => announced(purchaseBox(page))).toContain('Tillagd i varukorgen');
    await purchaseBox(page).getByText('Tillagd i varukorgen').waitFor({ state: 'hidden', timeout: 15_000 });
    await addFromProductPage(page, slugs[1]!);

    await page.goto(brandUrl('ljus', '/cart'));
    const quickAdd = await hydrated(page.getByRole('button', { name: 'Lägg till' }));
    await page.getByLabel('Artikelnummer och antal, en rad per artikel').fill(`${quickArticle};3`);
    await quickAdd.click();
    await page.getByText(`Rad 1: ${quickArticle} tillagd (3).`).waitFor();
    await eventually(() => lines(page).count()).toBeGreaterThanOrEqual(3);
    await headerCart(page, /Varukorg, \d+ rader/).waitFor();

    const first = lines(page).first();
    const quantity = await hydrated(first.getByRole('textbox', { name: /^Antal av / }));
    // Debounced 500 ms, then sent as the absolute 4: the saved answer is the server action's.
    const saved = page.waitForResponse((response) => response.url().includes('/RSC/F/') && response.request().method() === 'POST', { timeout: 30_000 });
    await quantity.fill('4');
    await saved;
    await page.reload();
    await expect(lines(page).first().getByRole('textbox', { name: /^Antal av / }).inputValue()).resolves.toBe('4');

    await (await hydrated(lines(page).last().getByRole('combobox', { name: /^Leveranssätt för / }))).selectOption({ index: 1 });
    await page.getByRole('heading', { name: /^Leverans till butik, butik / }).waitFor();
    await page.getByRole('heading', { name: 'Utkörning, centrallagret' }).waitFor();
    await page.getByText('Att betala inkl. moms').waitFor();
  });

  it('anna adds 2,5 m of a cable sold by the metre from its card', async () => {
    const page = await open(brandUrl('ljus', '/logga-in?returnTo=/'));
    await signIn(page);
    await emptyCart(page, 'ljus');
    await page.goto(brandUrl('ljus', `/search?q=${encodeURIComponent('kraftkabel fxqj')}`));
    // A card anna can buy online, in metres, with no order multiple.
    const card = page
      .locator('.product-card')
      .filter({ has: page.locator('.quantity-stepper') })
      .filter({ has: page.locator('.card-price__unit', { hasText: '/m' }) })
      .filter({ hasNot: page.getByText(/^Säljs i multiplar om/) })
      .first();
    const name = (await card.locator('.product-card__name').innerText()).trim();
    await (await hydrated(card.getByRole('textbox', { name: `Antal för ${name}` }))).fill('2,5');
    await addToCart(card);

    await page.goto(brandUrl('ljus', '/cart'));
    await expect(lines(page).first().getByRole('textbox', { name: /^Antal av / }).inputValue()).resolves.toBe('2,5');
  });

  it('a card pressed before the page has hydrated still adds: the form posts and the page comes back saying so', async () => {
    const page = await open(brandUrl('ljus', '/logga-in?returnTo=/'));
    await signIn(page);
    await emptyCart(page, 'ljus');
    // React's inline scripts still reveal the streamed cards, but nothing hydrates them.
    await withoutPageModules(page);
    await page.goto(brandUrl('ljus', `/search?q=${encodeURIComponent('skruv')}`));
    const card = page
      .locator('.product-card')
      .filter({ has: page.locator('.quantity-stepper') })
      .filter({ hasNot: page.getByText(/^Säljs i multiplar om/) })
      .first();
    const name = (await card.locator('.product-card__name').innerText()).trim();
    await card.getByRole('textbox', { name: `Antal för ${name}` }).fill('3');
    await card.getByRole('button', { name: 'Lägg i varukorg' }).click();

    // The post's answer is the page again, saying it was added (the page's message region), the header counting the line.
    await page.getByRole('status').filter({ hasText: 'Tillagd i varukorgen' }).waitFor({ state: 'attached' });
    await headerCart(page, 'Varukorg, 1 rad').waitFor();
    await withPageModules(page);
    await page.goto(brandUrl('ljus', '/cart'));
    await expect(lines(page).first().getByRole('textbox', { name: /^Antal av / }).inputValue()).resolves.toBe('3');
    await expect(lines(page).count()).resolves.toBe(1);
  });
});
