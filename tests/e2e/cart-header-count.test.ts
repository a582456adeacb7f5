import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { addToCart, brandUrl, emptyCart, headerCart, hydrated, signInWithFlyout, useBrowser } from './fixtures';

// Issue 11: after "Töm varukorgen" the header kept the old count until a reload, because the
// emptying form is gone from the page before its answer arrives, and the count the header was
// rendered with again was ignored. Asserted on lasting state: the header link's name.
const { open } = useBrowser();

async function addFirstResults(page: Page, query: string, count: number) {
  await page.goto(brandUrl('ljus', `/search?q=${query}`));
  for (let index = 0; index < count; index++) await addToCart(page.locator('form.quantity-stepper').nth(index));
}

describe('the header cart count', { timeout: 180_000 }, () => {
  it('says the cart is empty once "Töm varukorgen" has emptied it, without a reload', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'bo.berg@demo.example');
    await page.locator('.account-menu__identity').waitFor();
    await emptyCart(page, 'ljus');
    await addFirstResults(page, 'skruv', 2);
    await headerCart(page, 'Varukorg, 2 rader').waitFor();

    await page.goto(brandUrl('ljus', '/cart'));
    await headerCart(page, 'Varukorg, 2 rader').waitFor();
    page.once('dialog', (question) => void question.accept());
    await (await hydrated(page.getByRole('button', { name: 'Töm varukorgen' }))).click();
    await page.getByRole('main').getByText('Din varukorg är tom.').waitFor();
    await headerCart(page, 'Varukorg, tom').waitFor();
  });
});
