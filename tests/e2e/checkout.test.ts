import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, deliveryDateProblem, swedishClosedDays, todayInStockholm, weekday } from '../../domain/calendar';
import { addToCart, brandUrl, deleteAddress, emptyCart, eventually, fillAddress, headerCart, hydrated, useBrowser } from './fixtures';

const { open } = useBrowser();

/** Set CHECKOUT_SCREENSHOTS to a folder to keep a picture of each step. */
const shoot = async (page: Page, name: string) => {
  const folder = process.env.CHECKOUT_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
};

async function addFirstResult(page: Page, query: string) {
  await page.goto(brandUrl('ljus', `/search?q=${query}`));
  await addToCart(page.locator('form.quantity-stepper').first());
}

/** A delivery day right next to a weekday holiday: what the calendar must allow. */
function dateNextToHoliday(): string {
  const today = todayInStockholm();
  const year = Number(today.slice(0, 4));
  const rules = { today, extraClosedDates: [] };
  for (const holiday of [...swedishClosedDays(year), ...swedishClosedDays(year + 1)]) {
    if (holiday <= addDays(today, 2) || weekday(holiday) === 0 || weekday(holiday) === 6) continue;
    const next = addDays(holiday, 1);
    if (!deliveryDateProblem(next, rules)) return next;
  }
  throw new Error('no date next to a holiday');
}

// Whole journeys: on a loaded CI machine they can take well over the default minute.
describe('checkout journey', { timeout: 180_000 }, () => {
  it('anna orders two deliveries, home delivery and store pickup, and sees two order numbers', async () => {
    const page = await open(brandUrl('ljus'), { signedInAs: 'anna.andersson@demo.example' });
    // The cart test (anna's too) may have run first and left lines in other deliveries.
    await emptyCart(page, 'ljus');
    await addFirstResult(page, 'skruvmejsel');
    await addFirstResult(page, 'tumstock');

    // Step 1: the second line goes to pickup in Umeå.
    await page.goto(brandUrl('ljus', '/cart'));
    const move = await hydrated(page.getByLabel(/Leveranssätt för/).nth(1));
    await move.selectOption('EXH:S-UME-01');
    await page.getByRole('heading', { name: /Leverans till butik|butik Umeå/ }).waitFor();

    // Step 2: home delivery on a day next to a holiday; pickup keeps its store.
    await page.goto(brandUrl('ljus', '/delivery'));
    const date = dateNextToHoliday();
    const home = page.getByRole('region', { name: 'Leverans 1 av 2' });
    const pickup = page.getByRole('region', { name: 'Leverans 2 av 2' });
    await expect(home.getByRole('radio', { name: /Utkörning/ }).isChecked()).resolves.toBe(true);
    await expect(pickup.getByRole('radio', { name: /Leverans till butik/ }).isChecked()).resolves.toBe(true);
    const onward = await hydrated(page.getByRole('button', { name: 'Fortsätt till sammanfattning' }));
    await (await hydrated(home.getByLabel('Önskat leveransdatum'))).fill(date);
    await home.getByLabel('Er referens').fill('Bygge 12');
    await shoot(page, '2-delivery');
    await onward.click();

    // Step 3: both deliveries as they will be ordered.
    await page.waitForURL(/\/summary$/);
    const summary = page.locator('main');
    await summary.getByText(date).waitFor();
    await eventually(() => summary.innerText()).toMatch(/Leverans till butik[\s\S]*Umeå/);
    await shoot(page, '3-summary');
    await (await hydrated(page.getByRole('button', { name: 'Skicka beställning' }))).click();

    // Step 4: one order number per delivery.
    await page.waitForURL(/\/checkout-success-page$/);
    const numbers = page.locator('[data-order-number]');
    await numbers.first().waitFor();
    await eventually(() => numbers.count()).toBe(2);
    // The ordered lines have left the cart, and the header says so.
    await headerCart(page, 'Varukorg, tom').waitFor();
    await shoot(page, '4-success');
  });

  it('a new address is added from the delivery step, checked in its delivery, and the typed fields stay', async () => {
    const page = await open(brandUrl('ljus'), { signedInAs: 'anna.andersson@demo.example' });
    await emptyCart(page, 'ljus');
    await addFirstResult(page, 'skruvmejsel');
    await page.goto(brandUrl('ljus', '/delivery'));
    const delivery = page.getByRole('region', { name: 'Leverans 1 av 1' });
    await (await hydrated(delivery.getByRole('radio', { name: /Utkörning/ }))).check();
    await delivery.getByLabel('Er referens').fill('Bygge 7');

    // The button sits with the addresses; the dialog takes focus, and Escape gives it back.
    const opener = await hydrated(delivery.getByRole('button', { name: 'Lägg till ny adress' }));
    const dialog = page.getByRole('dialog', { name: 'Lägg till ny adress' });
    await opener.click();
    await eventually(() => page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('add-address-dialog-0');
    await page.keyboard.press('Escape');
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Lägg till ny adress');

    // Saved empty, the dialog stays open and names the missing fields.
    await opener.click();
    await dialog.getByRole('button', { name: 'Spara adressen' }).click();
    await eventually(() => dialog.locator('.form-error').count()).toBeGreaterThanOrEqual(4);
    await expect(dialog.isVisible()).resolves.toBe(true);

    const label = `Bygget ${Date.now() % 100_000}`;
    await fillAddress(dialog, label, 'Tomtebovägen 1', '907 36');
    await dialog.getByRole('button', { name: 'Spara adressen' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    const added = delivery.getByRole('radio', { name: new RegExp(label) });
    await eventually(() => added.isChecked()).toBe(true);
    await expect(delivery.getByLabel('Er referens').inputValue()).resolves.toBe('Bygge 7');

    await deleteAddress(page, 'ljus', label);
  });

  it('the checkout stepper works with the keyboard alone', async () => {
    const page = await open(brandUrl('ljus'), { signedInAs: 'anna.andersson@demo.example' });
    await addFirstResult(page, 'skruvmejsel');
    await page.goto(brandUrl('ljus', '/delivery'));
    const stepper = page.getByRole('navigation', { name: 'Steg i kassan' });
    await expect(stepper.locator('[aria-current="step"]').innerText()).resolves.toBe('Leverans');
    await stepper.getByRole('link', { name: 'Varukorg' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cart$/);
  });
});
