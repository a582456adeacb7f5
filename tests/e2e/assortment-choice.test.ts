import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brandUrl, eventually, hydrated, signInWithFlyout, useBrowser } from './fixtures';

const { open } = useBrowser();

// Issue 19 "Assortment" as a buyer tries it (decision 029): anna's customer has the restricted
// assortment bygg-el (no Kyla); from the account menu she switches to the full range and back.
const kylaInMenu = (page: Page) => page.locator('a.product-menu__all[href="/kategorier/kyla"]').count();

async function chooseAssortment(page: Page, label: RegExp) {
  await (await hydrated(page.locator('.account-menu .flyout__toggle'))).click();
  const form = page.getByRole('group', { name: 'Sortiment' });
  await form.getByLabel(label).check();
  await page.getByRole('button', { name: 'Visa sortimentet' }).click();
}

describe('assortment choice', { timeout: 180_000 }, () => {
  it('anna browses the full range, sees Kyla in the menu and its products, then goes back to her own assortment', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'anna.andersson@demo.example');
    await page.locator('.account-menu__identity').waitFor();
    expect(await kylaInMenu(page)).toBe(0);

    await chooseAssortment(page, /^Hela sortimentet$/);
    await eventually(() => kylaInMenu(page)).toBe(1);
    await page.goto(brandUrl('ljus', '/kategorier/kyla'));
    await eventually(() => page.locator('li.product-card').count()).toBeGreaterThan(0);
    // The choice lasts across pages: a reload keeps the full range.
    await page.reload();
    expect(await kylaInMenu(page)).toBe(1);

    await chooseAssortment(page, /^Ert sortiment/);
    await eventually(() => kylaInMenu(page)).toBe(0);
  });
});
