import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { brandUrl, eventually, hydrated, useBrowser } from './fixtures';

// The header's menus in Chromium, as a buyer uses them: keyboard, pointer, phone width, and the
// search form without JavaScript.
const browser = useBrowser();

/** A fresh browser profile on a page whose header menus respond (hydrated). */
async function open(url: string, options: { width?: number; javaScript?: boolean } = {}): Promise<Page> {
  const page = await browser.open(url, options);
  if (options.javaScript !== false) await page.locator('[data-menus-ready="true"]').waitFor();
  return page;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const focusIsIn = (panel: Locator) => panel.evaluate((element) => element.contains(document.activeElement));
const expanded = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).getAttribute('aria-expanded');
/** The product menu's toggle: the categories stream in under Suspense and hydrate after the header. */
const sortiment = (page: Page) => hydrated(page.getByRole('button', { name: 'Sortiment', exact: true }));

describe('product menu', () => {
  it('opens from the keyboard, walks the categories with arrows and follows a category link', async () => {
    const page = await open(brandUrl('virke'));
    await (await sortiment(page)).focus();
    await page.keyboard.press('Enter');
    await eventually(() => expanded(page, 'Sortiment')).toBe('true');
    await eventually(() => focusedText(page)).toBe('Infästning');
    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedText(page)).toBe('Sprinkler');
    await page.keyboard.press('ArrowRight');
    await eventually(() => focusedText(page)).toBe('Allt inom Sprinkler');
    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedText(page)).toBe('Sprinklerhuvuden');
    await page.keyboard.press('Enter');
    await page.waitForURL(brandUrl('virke', '/kategorier/sprinkler/sprinklerhuvuden'));
    await eventually(() => expanded(page, 'Sortiment')).toBe('false');
  });

  it('Escape closes it and gives focus back to the toggle', async () => {
    const page = await open(brandUrl('ljus'));
    await (await sortiment(page)).click();
    // Focus moving into the menu says its keys are listened to.
    await eventually(() => focusIsIn(page.getByRole('dialog', { name: 'Produktsortiment' }))).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => expanded(page, 'Sortiment')).toBe('false');
    await eventually(() => focusedText(page)).toBe('Sortiment');
  });

  it('opening the services menu closes the product menu, and the extra menu closes services', async () => {
    const page = await open(brandUrl('ror'));
    await (await sortiment(page)).click();
    await page.getByRole('dialog', { name: 'Produktsortiment' }).waitFor();
    await page.getByRole('button', { name: 'Tjänster', exact: true }).click();
    await eventually(() => expanded(page, 'Sortiment')).toBe('false');
    await eventually(() => expanded(page, 'Tjänster')).toBe('true');
    await page.getByRole('dialog', { name: 'Produktsortiment' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Mer', exact: true }).click();
    await eventually(() => expanded(page, 'Tjänster')).toBe('false');
    await page.getByRole('dialog', { name: 'Mer från Rörkraft' }).getByRole('link', { name: 'VVS-service' }).waitFor();
  });
});

describe('search as you type', () => {
  it('suggests products, moves with the arrow keys and opens the product on Enter', async () => {
    const page = await open(brandUrl('ljus'));
    const field = page.getByRole('combobox', { name: 'Sök' });
    await field.fill('kabel');
    // "Visa alla resultat" is there at once; the products arrive after the debounce.
    const first = page.getByRole('group', { name: 'Produkter' }).getByRole('option').first();
    await first.waitFor();
    await eventually(() => page.getByRole('group', { name: 'Kategorier' }).getByRole('option').count()).toBeGreaterThan(0);
    await page.getByRole('option', { name: /Visa alla resultat för ”kabel”/ }).waitFor();
    // The open list passes axe too (a scrollable panel must be reachable by keyboard).
    expect(await seriousViolations(page)).toEqual([]);
    const firstId = await first.getAttribute('id');
    await page.keyboard.press('ArrowDown');
    await eventually(() => field.getAttribute('aria-activedescendant')).toBe(firstId);
    await eventually(() => first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/produkt\/[\w-]+$/);
    await eventually(() => field.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the suggestions; the last option shows all results', async () => {
    const page = await open(brandUrl('virke'));
    const field = page.getByRole('combobox', { name: 'Sök' });
    await field.fill('skruv');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => field.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowUp');
    await eventually(() => page.getByRole('option', { selected: true }).innerText()).toContain('Visa alla resultat');
    await page.keyboard.press('Enter');
    await page.waitForURL(brandUrl('virke', '/search?q=skruv'));
  });

  it('opening search closes the history flyout, which lists recently viewed products', async () => {
    const page = await open(brandUrl('ror'));
    await page.evaluate(() =>
      localStorage.setItem('recently-viewed', JSON.stringify([{ slug: 'rorbojd-90-grader-1234567', name: 'Rörböj 90°', articleNumber: '1234567', image: '/images/1234567.svg' }])),
    );
    await page.reload();
    await page.locator('[data-menus-ready="true"]').waitFor();
    await page.getByRole('button', { name: /Senast visade/ }).click();
    const history = page.getByRole('dialog', { name: 'Senast visade produkter' });
    await history.getByRole('link', { name: /Rörböj 90°/ }).waitFor();
    await page.getByRole('combobox', { name: 'Sök' }).fill('rör');
    await history.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /Senast visade/ }).click();
    await history.getByRole('button', { name: 'Rensa' }).click();
    await eventually(() => history.innerText()).toContain('Produkter du tittar på visas här');
    await eventually(() => page.evaluate(() => localStorage.getItem('recently-viewed'))).toBeNull();
  });

  it('a signed-in buyer sees the whole placeholder of the search field on every desktop width', async () => {
    const page = await browser.open(brandUrl('ljus'), { width: 1024, signedInAs: 'anna.andersson@demo.example' });
    await page.locator('[data-menus-ready="true"]').waitFor();
    await page.locator('button.favourites-flyout__toggle').waitFor();
    await page.locator('button.cart-flyout__toggle').waitFor();
    const search = page.getByRole('combobox', { name: 'Sök' });
    // The placeholder's drawn width in the field's own font, against the room inside its padding.
    const room = () =>
      search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return Math.floor(inner - context.measureText(input.placeholder).width);
      });
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await room(), `${width} px`).toBeGreaterThanOrEqual(0);
    }
  });

  it('without JavaScript the header search is a plain GET form to /search', async () => {
    const page = await open(brandUrl('ljus'), { javaScript: false });
    await page.getByRole('combobox', { name: 'Sök' }).fill('kabel ekk');
    await page.keyboard.press('Enter');
    await page.waitForURL(brandUrl('ljus', '/search?q=kabel+ekk'));
  });
});

describe('mobile navigation at 390 px', () => {
  it('opens a full-height dialog with the menus; drill down into a category and follow a link', async () => {
    const page = await open(brandUrl('ljus'), { width: 390 });
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' }).isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', { name: 'Meny', exact: true });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Meny' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    // The panel's size once it has slid in (a size read mid-animation would be a moment, not the result).
    await eventually(async () => (await dialog.boundingBox())?.height).toBeCloseTo(844, 0);
    await eventually(async () => (await dialog.boundingBox())?.width).toBeCloseTo(390, 0);
    await eventually(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-modal'))).toBe('true');
    await dialog.getByRole('link', { name: /Hitta butik/ }).waitFor();
    // The categories stream in under Suspense and hydrate on their own.
    await (await hydrated(dialog.getByRole('button', { name: 'El', exact: true }))).click();
    await eventually(() => focusedText(page)).toBe('Tillbaka');
    await dialog.getByRole('link', { name: 'Kabel & ledning' }).click();
    await page.waitForURL(brandUrl('ljus', '/kategorier/el/kabel'));
    await dialog.waitFor({ state: 'hidden' });
  });

  it('keeps Tab inside the panel and closes on Escape, focus back on the menu button', async () => {
    const page = await open(brandUrl('virke'), { width: 390 });
    await page.getByRole('button', { name: 'Meny', exact: true }).click();
    await eventually(() => focusIsIn(page.getByRole('dialog', { name: 'Meny' }))).toBe(true);
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    await eventually(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][aria-modal="true"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Meny' }).waitFor({ state: 'hidden' });
    await eventually(() => focusedText(page)).toBe('Meny');
  });
});
