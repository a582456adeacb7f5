import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brandUrl, eventually, hydrated, useBrowser } from './fixtures';

const { open } = useBrowser();

const resultCount = (page: Page) => page.locator('#listing-count').innerText();
const cardNames = (page: Page) => page.locator('.product-card__name a').allInnerTexts();
// Text content, not innerText: a card off screen is not rendered (content-visibility), and
// innerText reads only what is rendered.
const cardBrands = async (page: Page) => (await page.locator('.product-card__brand').allTextContents()).map((brand) => brand.trim().toUpperCase());
const main = (page: Page) => page.locator('main');

describe('browsing a category listing', () => {
  it('goes from the assortment three levels deep, filters, sorts, pages, opens a product and comes back to the same place', async () => {
    const page = await open(brandUrl('ljus', '/sortiment'));

    // Assortment → top category → category → subcategory (three levels below the top).
    await main(page).getByRole('link', { name: 'El', exact: true }).click();
    await page.waitForURL(/\/sortiment\/el$/);
    await main(page).getByRole('heading', { name: 'Belysning' }).getByRole('link').click();
    await page.waitForURL(/\/kategorier\/el\/belysning$/);
    await main(page).locator('.subcategory__link', { hasText: 'Ljuskällor' }).click();
    await page.waitForURL(/\/kategorier\/el\/belysning\/ljuskallor$/);
    // The address can change before the new page is drawn: wait for what lasts.
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Ljuskällor');
    const trail = page.getByRole('navigation', { name: 'Du är här' });
    await eventually(() => trail.getByRole('link').allInnerTexts()).toEqual(['Startsida', 'El', 'Belysning']);
    await eventually(() => page.locator('.product-card').count()).toBe(48);
    const unfiltered = await resultCount(page);

    // A facet: the list, the URL and the announced count follow at once (no submit needed).
    await (await hydrated(page.getByRole('group', { name: 'Varumärke' }).getByRole('checkbox', { name: /^ABB/ }))).check();
    await page.waitForURL(/filter=brand%3AABB/);
    await page.waitForFunction((before) => document.querySelector('#listing-count')?.textContent !== before, unfiltered);
    await expect(page.locator('#listing-count').getAttribute('role')).resolves.toBe('status');
    await eventually(async () => new Set(await cardBrands(page))).toEqual(new Set(['ABB']));

    // Sorting keeps the filter.
    await (await hydrated(page.getByLabel('Sortera efter'))).selectOption('name-asc');
    await page.waitForURL(/sortering=name-asc/);
    expect(page.url()).toContain('filter=brand%3AABB');
    await page.waitForFunction(() => {
      const names = [...document.querySelectorAll('.product-card__name a')].map((link) => link.textContent ?? '');
      return names.length > 0 && names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name, 'sv') <= 0);
    });

    // Page 2 of the filtered, sorted list. The pager is pressed once it is the sorted list's own
    // (its address carries the sort): a press on the one the sort is replacing goes nowhere.
    const secondPage = page.getByRole('navigation', { name: 'Sidnavigering' }).getByRole('link', { name: 'Sida 2' });
    await eventually(() => secondPage.getAttribute('href')).toMatch(/sortering=name-asc/);
    // Pressed from the keyboard, not clicked: scrolled down to the pager, the cards passed on the
    // way draw at their real height (content-visibility) and move it, so a click at the point
    // where it was could land beside it.
    await (await hydrated(secondPage)).press('Enter');
    await page.waitForURL(/sida=2/);
    await eventually(() => resultCount(page)).toMatch(/^Visar 49–/);
    const listingUrl = page.url();

    // Open the tenth product further down, then come back with the browser's back button.
    const card = page.locator('.product-card').nth(9);
    // The listing remembers the scroll position from a click once it has hydrated.
    await hydrated(card.locator('.product-card__name a'));
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    // Where the buyer was is where the window is at the click itself: Playwright may scroll again
    // before clicking when the card moves (the page still growing), so read it at that moment.
    await page.evaluate(() => {
      const at = (event: Event) => void ((event.target as Element).closest('a') && sessionStorage.setItem('test-clicked-at', String(window.scrollY)));
      window.addEventListener('click', at, { capture: true, once: true });
    });
    await card.locator('.product-card__name a').click();
    await page.waitForURL(/\/produkt\//);
    // The product page has replaced the listing (on a busy machine the address changes first).
    await eventually(() => page.locator('.product-card').count()).toBe(0);
    const scrolledTo = Number(await page.evaluate(() => sessionStorage.getItem('test-clicked-at')));
    expect(scrolledTo).toBeGreaterThan(400);
    await page.goBack();
    await page.waitForURL(listingUrl);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 60, scrolledTo);
    await expect(cardNames(page)).resolves.toHaveLength(await page.locator('.product-card').count());

    // Arriving at a listing any other way starts at the top: the history was used up.
    await page.evaluate(() => window.scrollTo(0, 0));
    await trail.getByRole('link', { name: 'Belysning' }).click();
    await page.waitForURL(/\/kategorier\/el\/belysning$/);
    await eventually(() => page.evaluate(() => sessionStorage.getItem('listing-history'))).toBeNull();
  });

  it('"Visa fler" adds the next page below the shown ones', async () => {
    const page = await open(brandUrl('virke', '/kategorier/el/belysning/ljuskallor'));
    // From the keyboard, like "Sida 2" above: a click could land beside the moving link.
    await page.getByRole('link', { name: 'Visa fler' }).press('Enter');
    await page.waitForURL(/till=2/);
    await page.waitForFunction(() => document.querySelectorAll('.product-card').length === 96);
    await eventually(() => resultCount(page)).toMatch(/^Visar 1–96 av/);
  });

  it('anna sees her prices stream into the cards', async () => {
    const page = await open(brandUrl('ror', '/logga-in?returnTo=%2Fkategorier%2Fel%2Fbelysning%2Fljuskallor'));
    await main(page).getByLabel('E-postadress').fill('anna.andersson@demo.example');
    await main(page).getByLabel('Lösenord').fill('Demo1234!');
    await main(page).getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(/\/kategorier\/el\/belysning\/ljuskallor$/);
    await page.locator('.card-price__value').first().waitFor();
    await expect(page.locator('.card-price__value').first().innerText()).resolves.toMatch(/^\d[\d\s]*,\d{2}\skr$/);
    await eventually(() => page.getByText('Logga in för att se pris').count()).toBe(0);
  });
});

describe('searching', () => {
  it('finds products by a word from the header search', async () => {
    const page = await open(brandUrl('ljus', '/'));
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: 'Sök' }).fill('kabel');
    await search.getByRole('button', { name: 'Sök' }).click();
    await page.waitForURL(/\/search\?q=kabel/);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Sökresultat för ”kabel”');
    await eventually(() => page.locator('.product-card').count()).toBe(48);
    await eventually(() => page.getByRole('heading', { name: 'Kategorier som matchar' }).count()).toBe(1);
  });
});
