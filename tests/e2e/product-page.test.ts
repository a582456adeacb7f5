import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { announced, brandUrl, eventually, hydrated, useBrowser } from './fixtures';

// The product page as a buyer uses it in Chromium. The article and the two stores are found
// through the shop itself (search results, then the product page under each store), so no seed
// detail is pinned.
const { open } = useBrowser();
const shop = inject('shopOrigin');

interface Store {
  id: string;
  name: string;
}

let slug: string;
let stocking: Store;
let notStocking: Store;

const html = async (path: string, store?: string) => (await fetch(shop + path, store ? { headers: { cookie: `store=${store}` } } : {})).text();
const storeStatus = (page: string) => /<span class="stock-row__place">Butik [^<]+<\/span><span class="stock-row__status">([^<]+)/.exec(page)?.[1];

beforeAll(async () => {
  const results = await html(`/search?q=${encodeURIComponent('dvärgbrytare')}`);
  const slugs = [...new Set([...results.matchAll(/href="\/produkt\/([a-z0-9-]+)"/g)].map((match) => match[1]!))];
  // Several images (for the gallery), on the shelf in one store and not stocked in another.
  for (const candidate of slugs.slice(0, 12)) {
    const page = await html(`/produkt/${candidate}`);
    if ((page.match(/role="tab"/g) ?? []).length < 3) continue;
    const stores = [...page.matchAll(/<option value="([A-Z0-9-]+)"[^>]*>([^<]+)<\/option>/g)].map(([, id, name]) => ({ id: id!, name: name! }));
    const statuses = await Promise.all(stores.map(async (store) => ({ store, status: storeStatus(await html(`/produkt/${candidate}`, store.id)) })));
    const onShelf = statuses.find((entry) => entry.status === 'I lager i butik')?.store;
    const absent = statuses.find((entry) => entry.status === 'Lagerförs ej i butik')?.store;
    if (onShelf && absent) {
      [slug, stocking, notStocking] = [candidate, onShelf, absent];
      break;
    }
  }
  expect(slug, 'a breaker with several images, stocked in one store and not another').toBeDefined();
});

async function signInOnProduct(page: Page) {
  const form = page.locator('main');
  await form.getByLabel('E-postadress').fill('anna.andersson@demo.example');
  await form.getByLabel('Lösenord').fill('Demo1234!');
  await form.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL(brandUrl('ljus', `/produkt/${slug}`));
}

const stockPanel = (page: Page) => page.getByRole('region', { name: 'Lagerstatus' });
const storeRowText = (page: Page) => stockPanel(page).locator('.stock-row').first().innerText();

async function pickStore(page: Page, store: Store) {
  await page.getByLabel('Din butik').selectOption(store.id);
  await page.getByRole('button', { name: 'Byt butik' }).click();
  await page.waitForURL(brandUrl('ljus', `/produkt/${slug}`));
  await stockPanel(page).getByText(`Butik ${store.name}`, { exact: true }).waitFor();
}

describe('product page in the browser', () => {
  it('anna signs in from the price prompt and comes back to see her price and stock', async () => {
    const page = await open(brandUrl('ljus', `/produkt/${slug}`));
    await page.getByRole('link', { name: 'Logga in för att se pris' }).click();
    await signInOnProduct(page);
    await page.getByText('Ditt pris').or(page.getByText('Kampanjpris')).first().waitFor();
    await expect(page.locator('.product-price__amount').innerText()).resolves.toMatch(/^[\d\s\u00a0]+,\d\d\s?kr$/);
    await page.getByText('exkl. moms').first().waitFor();
    await eventually(() => stockPanel(page).innerText()).toContain('Leverans från centrallager');
    // A signed-in buyer with the right to order can add the product to the cart.
    await expect(page.getByRole('button', { name: 'Lägg i varukorg' }).first().isEnabled()).resolves.toBe(true);
  });

  it('switching store changes the stock shown, and the choice survives a reload', async () => {
    const page = await open(brandUrl('ljus', `/logga-in?returnTo=/produkt/${slug}`));
    await signInOnProduct(page);
    await pickStore(page, stocking);
    // The confirmation is a 3-second toast: read it from the live regions' record.
    await eventually(() => announced(page.locator('body'))).toContain('Butiken är vald.');
    await eventually(() => storeRowText(page)).toMatch(/I lager i butik\s*\d+ st/);
    await pickStore(page, notStocking);
    await eventually(() => storeRowText(page)).toContain('Lagerförs ej i butik');
    await page.reload();
    await eventually(() => storeRowText(page)).toContain(`Butik ${notStocking.name}`);
    await expect(page.getByLabel('Din butik').inputValue()).resolves.toBe(notStocking.id);
  });

  it('the gallery is keyboard operable: arrows, Home and End move and show, Tab leaves', async () => {
    const page = await open(brandUrl('ljus', `/produkt/${slug}`));
    const tabs = page.getByRole('tablist', { name: 'Välj bild' }).getByRole('tab');
    // Arrow keys do nothing until the gallery is hydrated.
    await hydrated(tabs.first());
    const count = await tabs.count();
    expect(count).toBeGreaterThan(2);
    const focusedTab = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    const shownImage = () => page.getByRole('tabpanel').locator('img').getAttribute('src');

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await eventually(focusedTab).toBe(`Visa bild 2 av ${count}`);
    await eventually(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await eventually(shownImage).toMatch(/-2\.png\?w=\d+$/);
    await page.keyboard.press('End');
    await eventually(focusedTab).toBe(`Visa bild ${count} av ${count}`);
    await page.keyboard.press('ArrowRight');
    await eventually(focusedTab).toBe(`Visa bild 1 av ${count}`);
    await eventually(shownImage).toMatch(/-1\.png\?w=\d+$/);
    // One tab stop for the whole list: Tab goes on to the next control, not the next thumbnail.
    await page.keyboard.press('Tab');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName)).not.toBe('tab');
  });

  it('the unit word beside the quantity follows the number: "1 rulle", "3 rullar"', async () => {
    const results = await html(`/search?q=${encodeURIComponent('installationskabel')}`);
    const slugs = [...new Set([...results.matchAll(/href="\/produkt\/([a-z0-9-]+)"/g)].map((match) => match[1]!))];
    let roll: string | undefined;
    for (const candidate of slugs.slice(0, 12)) {
      if ((await html(`/produkt/${candidate}`)).includes('<span aria-hidden="true">rulle</span>')) {
        roll = candidate;
        break;
      }
    }
    expect(roll, 'a cable sold by the roll').toBeDefined();
    const page = await open(brandUrl('ljus', `/logga-in?returnTo=/produkt/${roll}`));
    const form = page.locator('main');
    await form.getByLabel('E-postadress').fill('anna.andersson@demo.example');
    await form.getByLabel('Lösenord').fill('Demo1234!');
    await form.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(brandUrl('ljus', `/produkt/${roll}`));
    const unit = page.locator('.purchase-box__unit');
    await expect(unit.innerText()).resolves.toBe('rulle');
    await (await hydrated(page.locator('.purchase-box input[name=quantity]'))).fill('3');
    await eventually(() => unit.innerText()).toBe('rullar');
  });
});
