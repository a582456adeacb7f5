import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brandUrl, eventually, hydrated, pressPosting, useBrowser } from './fixtures';

// Content screens in Chromium, as a visitor meets them: each brand's front page, the store finder,
// closing a banner for good, a video that loads only on play, and a dynamic form.
const browser = useBrowser();

/** A fresh profile (no stored banners, no cookies) on a hydrated page. */
async function open(url: string, options: { geolocation?: { latitude: number; longitude: number }; width?: number } = {}): Promise<Page> {
  const page = await browser.open(url, options);
  await page.locator('[data-menus-ready="true"]').waitFor();
  return page;
}

describe('front page', () => {
  it.each([
    ['ljus', 'Allt för elinstallatören – på plats i morgon'],
    ['virke', 'Virke och byggmaterial – levererat till bygget'],
    ['ror', 'Rör, värme och sanitet för installatören'],
  ] as const)('%s shows its hero, its sections and live product cards', async (brand, hero) => {
    const page = await open(brandUrl(brand));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(hero);
    await page.getByRole('heading', { name: 'Våra tjänster' }).waitFor();
    await page.getByRole('heading', { name: 'Sortiment', exact: true }).waitFor();
    await page.locator('[data-section="selectedProducts"] .product-card').first().waitFor();
    await page.context().close();
  });

  it('loads the video only when the visitor presses play', async () => {
    const page = await open(brandUrl('ljus'));
    const video = page.locator('[data-section="video"]');
    await expect(video.locator('iframe').count()).resolves.toBe(0);
    await (await hydrated(video.getByRole('button', { name: /Spela upp videon/ }))).click();
    await expect(video.locator('iframe').getAttribute('src')).resolves.toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1$/);
    await page.context().close();
  });
});

describe('store finder', () => {
  it('lists the stores nearest a given town first', async () => {
    const page = await open(brandUrl('virke', '/hitta-butik'));
    await page.getByLabel('Ort eller postnummer').fill('Uppsala');
    await page.getByRole('button', { name: 'Sök butik' }).click();
    await page.getByRole('heading', { name: /Butiker närmast Uppsala/ }).waitFor();
    await eventually(async () => (await page.locator('.store-list__name').allTextContents())[0]).toBe('Uppsala');
    const names = await page.locator('.store-list__name').allTextContents();
    expect(names.slice(1, 4)).toContain('Stockholm');
    const distances = (await page.locator('.store-list__distance').allTextContents()).map((text) => Number(text.replace(' km', '').replace(',', '.')));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await page.context().close();
  });

  it('sorts by the visitor’s position when it is shared', async () => {
    const page = await open(brandUrl('ror', '/hitta-butik'), { geolocation: { latitude: 57.7089, longitude: 11.9746 } });
    await (await hydrated(page.getByRole('button', { name: 'Visa närmast mig' }))).click();
    await page.getByText('Sorterat efter avstånd från dig.').waitFor();
    await eventually(() => page.locator('.store-list__name').first().textContent()).toMatch(/^Göteborg/);
    await page.context().close();
  });
});

describe('site banners', () => {
  it('an alert banner closes and stays closed after a reload', async () => {
    const page = await open(brandUrl('virke'));
    const alert = page.getByRole('region', { name: 'Viktigt meddelande' });
    await alert.waitFor();
    await (await hydrated(alert.getByRole('button', { name: 'Stäng meddelandet' }))).click();
    await alert.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('[data-menus-ready="true"]').waitFor();
    // The banners stream in after the header; the information banner was not closed and comes back.
    await page.getByRole('region', { name: 'Information' }).waitFor();
    await alert.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('on a phone a notice is one line until the visitor unfolds it', async () => {
    const page = await open(brandUrl('virke'), { width: 390 });
    const alert = page.getByRole('region', { name: 'Viktigt meddelande' });
    const text = alert.locator('.site-banner__text');
    const toggle = await hydrated(alert.getByRole('button', { name: 'Visa hela meddelandet' }));
    const folded = (await text.boundingBox())!.height;
    expect(folded).toBeLessThan(30);
    await toggle.click();
    const unfolded = alert.getByRole('button', { name: 'Visa mindre' });
    await unfolded.waitFor();
    await expect(unfolded.getAttribute('aria-expanded')).resolves.toBe('true');
    expect((await text.boundingBox())!.height).toBeGreaterThan(folded * 1.5);
    await page.context().close();
  });
});

describe('dynamic form', () => {
  it('explains errors in Swedish beside the fields, then sends', async () => {
    const page = await open(brandUrl('ljus', '/bli-kund'));
    const application = page.locator('form[data-form="bli-kund"]');
    await (await hydrated(application.getByRole('button', { name: 'Skicka ansökan' }))).click();
    await application.getByText('Kontrollera de markerade fälten.').waitFor();
    await eventually(() => application.getByText('Fältet måste fyllas i.').count()).toBeGreaterThan(2);
    const field = (name: string) => application.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await field('Företagsnamn').fill('Bygg & El AB');
    await field('Organisationsnummer').fill('556677-8899');
    await field('Kontaktperson').fill('Test Testsson');
    await field('E-post').fill('test@example.se');
    await application.getByRole('combobox', { name: /^Bransch/ }).selectOption('El');
    await application.getByRole('radio', { name: 'E-faktura' }).check();
    await application.getByRole('checkbox', { name: /^Jag godkänner villkoren/ }).check();
    const sent = await pressPosting(page, application.getByRole('button', { name: 'Skicka ansökan' }), '/api/forms/');
    expect(sent.status()).toBe(201);
    await page.getByText('Tack! Vi har tagit emot din ansökan.').waitFor();
    await page.context().close();
  });
});
