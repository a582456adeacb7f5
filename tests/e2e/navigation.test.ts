import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brandUrl, useBrowser } from './fixtures';

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
const expanded = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).getAttribute('aria-expanded');

describe('product menu', () => {
  it('opens from the keyboard, walks the categories with arrows and follows a category link', async () => {
    const page = await open(brandUrl('virke'));
    await page.getByRole('button', { name: 'Sortiment', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(expanded(page, 'Sortiment')).resolves.toBe('true');
    await expect.poll(() => focusedText(page)).toBe('Infästning');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('Sprinkler');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedText(page)).toBe('Allt inom Sprinkler');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('Sprinklerhuvuden');
    await page.keyboard.press('Enter');
    await page.waitForURL(brandUrl('virke', '/kategorier/sprinkler/sprinklerhuvuden'));
    await expect(expanded(page, 'Sortiment')).resolves.toBe('false');
  });

  it('Escape closes it and gives focus back to the toggle', async () => {
    const page = await open(brandUrl('ljus'));
    await page.getByRole('button', { name: 'Sortiment', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(expanded(page, 'Sortiment')).resolves.toBe('false');
    await expect.poll(() => focusedText(page)).toBe('Sortiment');
  });

  it('opening the services menu closes the product menu, and the extra menu closes services', async () => {
    const page = await open(brandUrl('ror'));
    await page.getByRole('button', { name: 'Sortiment', exact: true }).click();
    await page.getByRole('dialog', { name: 'Produktsortiment' }).waitFor();
    await page.getByRole('button', { name: 'Tjänster', exact: true }).click();
    await expect(expanded(page, 'Sortiment')).resolves.toBe('false');
    await expect(expanded(page, 'Tjänster')).resolves.toBe('true');
    await expect(page.getByRole('dialog', { name: 'Produktsortiment' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Mer', exact: true }).click();
    await expect(expanded(page, 'Tjänster')).resolves.toBe('false');
    await expect(page.getByRole('dialog', { name: 'Mer från Rörkraft' }).getByRole('link', { name: 'VVS-service' }).isVisible()).resolves.toBe(true);
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
    await expect(page.getByRole('group', { name: 'Kategorier' }).getByRole('option').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('option', { name: /Visa alla resultat för ”kabel”/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect(field.getAttribute('aria-activedescendant')).resolves.toBe(await first.getAttribute('id'));
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/produkt\/[\w-]+$/);
    await expect(field.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('Escape closes the suggestions; the last option shows all results', async () => {
    const page = await open(brandUrl('virke'));
    const field = page.getByRole('combobox', { name: 'Sök' });
    await field.fill('skruv');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await expect(field.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('option', { selected: true }).innerText()).resolves.toContain('Visa alla resultat');
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
    await expect(history.getByRole('link', { name: /Rörböj 90°/ }).isVisible()).resolves.toBe(true);
    await page.getByRole('combobox', { name: 'Sök' }).fill('rör');
    await expect(history.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: /Senast visade/ }).click();
    await history.getByRole('button', { name: 'Rensa' }).click();
    await expect(history.innerText()).resolves.toContain('Produkter du tittar på visas här');
    await expect(page.evaluate(() => localStorage.getItem('recently-viewed'))).resolves.toBeNull();
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
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const box = await dialog.boundingBox();
    expect(box?.height).toBeCloseTo(844, 0);
    expect(box?.width).toBeCloseTo(390, 0);
    await expect(page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-modal'))).resolves.toBe('true');
    await expect(dialog.getByRole('link', { name: /Hitta butik/ }).isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'El', exact: true }).click();
    await expect.poll(() => focusedText(page)).toBe('Tillbaka');
    await dialog.getByRole('link', { name: 'Kabel & ledning' }).click();
    await page.waitForURL(brandUrl('ljus', '/kategorier/el/kabel'));
    await expect(dialog.isVisible()).resolves.toBe(false);
  });

  it('keeps Tab inside the panel and closes on Escape, focus back on the menu button', async () => {
    const page = await open(brandUrl('virke'), { width: 390 });
    await page.getByRole('button', { name: 'Meny', exact: true }).click();
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    await expect(page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][aria-modal="true"]'))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Meny' }).isVisible()).resolves.toBe(false);
    await expect.poll(() => focusedText(page)).toBe('Meny');
  });
});
