import { beforeAll, describe, expect, it } from 'vitest';
import { findProductPath } from '../support/page-types';
import { brandUrl, headerCart, hydrated, signedInWithALine, useBrowser } from './fixtures';

// Where keyboard focus goes (issue 12): back to "Lägg i varukorg" after an add, into the cart
// flyout and out again with Escape, and to the new page's heading after an in-app navigation.
const { open } = useBrowser();
const focused = (page: import('playwright-core').Page) => page.evaluate(() => {
  const element = document.activeElement;
  return element ? `${element.tagName.toLowerCase()}:${element.textContent?.trim().slice(0, 40) ?? ''}` : 'none';
});

let productPath: string;

beforeAll(async () => {
  productPath = await findProductPath();
});

describe('keyboard focus', () => {
  it('after an add focus is back on "Lägg i varukorg"; the cart flyout takes focus and Escape gives it back', async () => {
    const page = await open(brandUrl('ljus'));
    await signedInWithALine(page, 'dana.dahl@demo.example', productPath);
    const add = page.locator('.purchase-box').getByRole('button', { name: 'Lägg i varukorg' });
    await add.focus();
    await page.keyboard.press('Enter');
    await headerCart(page, /^Varukorg, (1 rad|\d+ rader)$/).waitFor();
    await expect.poll(() => focused(page), { timeout: 30_000 }).toBe('button:Lägg i varukorg');

    const toggle = await hydrated(page.getByRole('button', { name: 'Visa varukorgen' }));
    await toggle.focus();
    await page.keyboard.press('Enter');
    const flyout = page.getByRole('dialog', { name: 'Din varukorg' });
    await flyout.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), { timeout: 30_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await flyout.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Visa varukorgen');
  }, 120_000);

  it('after an in-app navigation focus is on the new page\'s main heading', async () => {
    const page = await open(brandUrl('ljus', '/kategorier/el'));
    const link = await hydrated(page.getByRole('main').getByRole('link', { name: /Kabel/ }).first());
    await link.click();
    await page.waitForURL(/\/kategorier\/el\/kabel/);
    await expect.poll(() => page.evaluate(() => document.activeElement === document.querySelector('main h1')), { timeout: 30_000 }).toBe(true);
  }, 60_000);
});
