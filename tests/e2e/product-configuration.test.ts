import { describe, expect, it } from 'vitest';
import { brandUrl, emptyCart, eventually, hydrated, useBrowser } from './fixtures';

const { open } = useBrowser();
const SUMMARY = 'Kapad längd 37 m, på trumma';

// Issue 17's "done when", the configuration part: anna configures 37 m of cable cut from a drum,
// sees the price, adds it, and the line carries its configuration through the checkout into
// order history. Only lasting state is asserted (the configurator's status line, pages after).
describe('product configuration journey', { timeout: 240_000 }, () => {
  it('anna configures 37 m of cable on a drum, orders it and finds the line with its summary in order history', async () => {
    const page = await open(brandUrl('ljus'), { signedInAs: 'anna.andersson@demo.example' });
    await emptyCart(page, 'ljus');

    // The product page of a power cable offers "Konfigurera".
    await page.goto(brandUrl('ljus', '/search?q=Kraftkabel%20N1XE'));
    await page.getByRole('main').locator('a[href^="/produkt/"]').first().click();
    await page.waitForURL(/\/produkt\//);
    await page.getByRole('link', { name: 'Konfigurera' }).click();
    await page.waitForURL(/\/produktkonfiguration\/\d+$/);

    // 37 m on a drum: the live price appears once the configuration is valid.
    await (await hydrated(page.getByLabel('Längd (m)'))).fill('37');
    await page.getByRole('radio', { name: /På trumma/ }).check();
    await eventually(() => page.getByTestId('configuration-summary').innerText()).toBe(SUMMARY);
    await eventually(() => page.getByTestId('configuration-price').innerText()).toMatch(/\d,\d\d\skr$/);
    await page.getByRole('button', { name: 'Lägg i varukorg' }).click();
    await eventually(() => page.getByTestId('configurator-message').innerText()).toBe(`Konfigurationen ligger i varukorgen: ${SUMMARY}.`);

    // The cart line carries its summary.
    await page.goto(brandUrl('ljus', '/cart'));
    await eventually(() => page.getByTestId('line-configuration').first().innerText()).toContain(SUMMARY);

    // Checkout: delivery, summary, order.
    await page.goto(brandUrl('ljus', '/delivery'));
    await page.getByRole('region', { name: /Leverans 1 av 1/ }).getByLabel('Er referens').fill('Kabel till etapp 2');
    await (await hydrated(page.getByRole('button', { name: 'Fortsätt till sammanfattning' }))).click();
    await page.waitForURL(/\/summary$/);
    await page.getByRole('main').getByText(SUMMARY).first().waitFor();
    await (await hydrated(page.getByRole('button', { name: 'Skicka beställning' }))).click();
    await page.waitForURL(/\/checkout-success-page$/);
    const number = ((await page.locator('[data-order-number]').first().textContent()) ?? '').trim();
    expect(number).toMatch(/^\d+$/);

    // Order history shows the ordered line with its configuration.
    await page.goto(brandUrl('ljus', `/mina-sidor/ordrar/${number}`));
    await page.getByRole('heading', { level: 1, name: new RegExp(`Order ${number}`) }).waitFor();
    await page.getByRole('main').getByText(SUMMARY).first().waitFor();
  });
});
