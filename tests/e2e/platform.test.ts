import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announced, brandUrl, eventually, useBrowser } from './fixtures';

const { open } = useBrowser();

/** Width and height, rounded, of each header logo on screen. */
const shownLogoSizes = (page: Page) =>
  page.locator('.site-header__logo svg').evaluateAll((logos) =>
    logos.map((logo) => logo.getBoundingClientRect()).filter((box) => box.width > 0).map((box) => [Math.round(box.width), Math.round(box.height)]),
  );

describe('brands', () => {
  it('each brand host shows its own name, logo and stylesheet', async () => {
    const seen = new Map<string, string>();
    for (const [brand, name] of [['ljus', 'Ljusgrossen'], ['virke', 'Virkesbolaget'], ['ror', 'Rörkraft']] as const) {
      const page = await open(brandUrl(brand));
      await expect(page.title()).resolves.toContain(name);
      // The logo is inline SVG (brand-logo.tsx): its title names the link home, and one of the two shows.
      await expect(page.locator('.site-header').getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
      await expect(shownLogoSizes(page)).resolves.toEqual([[200, 48]]);
      const headerColour = await page.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor);
      const font = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
      seen.set(brand, `${headerColour} ${font}`);
    }
    expect(new Set(seen.values()).size).toBe(3);
    // A phone gets the brand mark: the word mark would push the actions off the row.
    const phone = await open(brandUrl('ljus'), { width: 390 });
    await expect(shownLogoSizes(phone)).resolves.toEqual([[36, 36]]);
  });
});

describe('guards in the browser', () => {
  it('a signed-out click on the cart leads to sign-in with "Vänligen logga in", and back to the cart after it', async () => {
    const page = await open(brandUrl('virke'));
    await page.getByRole('link', { name: 'Varukorg' }).click();
    await page.waitForURL(brandUrl('virke', '/logga-in?returnTo=%2Fcart'));
    // Shown in a live region (read from its record: a loaded machine may look only after it went).
    await eventually(() => announced(page.locator('body'))).toContain('Vänligen logga in');
    const form = page.getByRole('main');
    await form.getByLabel('E-postadress').fill('anna.andersson@demo.example');
    await form.getByLabel('Lösenord').fill('Demo1234!');
    await form.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(brandUrl('virke', '/cart'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('typing a deep my-page address does the same, keeping its query', async () => {
    const page = await open(brandUrl('ljus', '/mina-sidor/ordrar?sort=amount'));
    expect(page.url()).toBe(brandUrl('ljus', `/logga-in?returnTo=${encodeURIComponent('/mina-sidor/ordrar?sort=amount')}`));
    await eventually(() => announced(page.locator('body'))).toContain('Vänligen logga in');
  });

  it('/search without a query goes to the front page', async () => {
    const page = await open(brandUrl('ror', '/search'));
    expect(page.url()).toBe(brandUrl('ror', '/'));
  });

  it('the Swedish 404 page for an unknown product, with a way back to the start', async () => {
    const page = await open(brandUrl('ljus', '/produkt/finns-inte'));
    await page.getByRole('heading', { name: 'Sidan hittades inte' }).waitFor();
    await page.getByRole('link', { name: 'Till startsidan' }).click();
    await page.waitForURL(brandUrl('ljus', '/'));
  });
});

describe('modes and accessibility', () => {
  it('the app user agent gets the app layout on every page: no footer, no app banner', async () => {
    const page = await open(brandUrl('ljus'), { userAgent: 'LjusgrossenApp/3.2.1 (Android 15)' });
    for (const path of ['/', '/kampanjer', '/hitta-butik']) {
      await page.goto(brandUrl('ljus', path));
      await expect(page.locator('html').getAttribute('data-mode')).resolves.toBe('APP');
      await expect(page.locator('.site-footer').count()).resolves.toBe(0);
      await expect(page.locator('.app-banner').count()).resolves.toBe(0);
    }
  });

  it('the first Tab reaches the skip link, which moves focus to the content', async () => {
    const page = await open(brandUrl('ljus'));
    await page.keyboard.press('Tab');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Hoppa till innehållet');
    await page.keyboard.press('Enter');
    await eventually(() => page.url()).toContain('#main');
  });

  it('client-side navigation between pages keeps the layout and updates the title', async () => {
    const page = await open(brandUrl('virke'));
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Kampanjer' }).click();
    await page.waitForURL(brandUrl('virke', '/kampanjer'));
    // The address can change before the new page is drawn: wait for what lasts.
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Kampanjer');
    await eventually(() => page.title()).toBe('Kampanjer – Virkesbolaget');
  });
});
