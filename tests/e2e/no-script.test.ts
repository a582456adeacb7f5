import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToCart, brandUrl, deleteAddress, emptyCart, fillAddress, useBrowser } from './fixtures';

const { open } = useBrowser();

// Decision 044: React moves each streamed part into place with an inline script, which a browser
// without scripts never runs. Such a browser follows the page's <noscript> refresh and from then
// on gets every page with all its parts in place, and the shop's forms work as plain posts.
const CATEGORY = '/kategorier/el/belysning/ljuskallor';

/** Presses a form's button and returns once the server has answered its plain post (the next page load could cancel it). */
async function postedBy(button: Locator): Promise<void> {
  const page = button.page();
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().isNavigationRequest(), { timeout: 30_000 });
  await button.click();
  await answered;
  await page.waitForLoadState('load');
}

/** Signs in with the sign-in page's form, as a plain post. */
async function signInWithoutScripts(page: Page, email: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('E-postadress').fill(email);
  await form.getByLabel('Lösenord').fill('Demo1234!');
  await form.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/logga-in'));
}

describe('a buyer whose browser runs no scripts', () => {
  it('sees every card with its price and stock, puts one in the cart and takes it out again', async () => {
    const page = await open(brandUrl('ljus', '/logga-in'), { javaScript: false });
    await signInWithoutScripts(page, 'erik.ek@demo.example');

    await page.goto(brandUrl('ljus', CATEGORY));
    const cards = page.locator('.product-card');
    await expect(cards.count()).resolves.toBe(48);
    await expect(page.locator('.product-card .card-price__value').count()).resolves.toBe(48);
    await expect(page.locator('.product-card .stock-badge').count()).resolves.toBeGreaterThanOrEqual(48);
    await expect(page.getByText('Laddar', { exact: false }).count()).resolves.toBe(0);
    // The header's streamed parts are in place too: the buyer's name instead of its placeholder.
    await expect(page.locator('.account-menu--loading').count()).resolves.toBe(0);

    // A card's star is a button of the grid's one form: pressed, it posts its wish, and the page
    // that answers shows it pressed; pressed again, unpressed (erik ends as he began).
    const unstarred = cards.filter({ has: page.locator('.favourite-toggle__button[aria-pressed="false"]') }).first();
    const starred = page.locator(`[id="${await unstarred.getAttribute('id')}"] .favourite-toggle__button`);
    await postedBy(starred);
    await expect(starred.getAttribute('aria-pressed')).resolves.toBe('true');
    await postedBy(starred);
    await expect(starred.getAttribute('aria-pressed')).resolves.toBe('false');

    const card = cards.nth(3);
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await postedBy(card.getByRole('button', { name: 'Lägg i varukorg' }));

    await page.goto(brandUrl('ljus', '/cart'));
    const remove = page.getByRole('button', { name: `Ta bort ${name}` });
    await remove.waitFor();
    await postedBy(remove);
    await page.goto(brandUrl('ljus', '/cart'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.getByRole('button', { name: `Ta bort ${name}` }).count()).resolves.toBe(0);
  });

  it('on a phone, opens the menu, goes to a category from it and closes it', async () => {
    const page = await open(brandUrl('ljus', '/'), { javaScript: false, width: 390 });
    const panel = page.locator('.mobile-nav__panel');
    await expect(panel.isVisible()).resolves.toBe(false);

    await page.getByRole('link', { name: 'Meny', exact: true }).click();
    await expect(panel.isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Stäng menyn' }).click();
    await expect(panel.isVisible()).resolves.toBe(false);

    await page.getByRole('link', { name: 'Meny', exact: true }).click();
    const category = panel.locator('.mobile-categories__link').first();
    const target = new URL((await category.getAttribute('href')) ?? '', page.url()).pathname;
    await category.click();
    await page.waitForURL((address) => address.pathname === target);
    await expect(page.locator('.mobile-nav__panel').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
  });

  it('opens the header flyouts as disclosures: signs in from the account menu and follows a link of the services menu', async () => {
    const page = await open(brandUrl('ljus', '/'), { javaScript: false, width: 1366 });
    const account = page.locator('.account-menu');
    const panel = account.locator('.flyout__panel');
    await expect(panel.isVisible()).resolves.toBe(false);
    await account.locator('summary').click();
    await expect(panel.isVisible()).resolves.toBe(true);
    await panel.getByLabel('E-postadress').fill('bo.berg@demo.example');
    await panel.getByLabel('Lösenord').fill('Demo1234!');
    await postedBy(panel.getByRole('button', { name: 'Logga in' }));
    await expect(page.locator('.account-menu__name').innerText()).resolves.toContain('Bo');

    await page.locator('.account-menu summary').click();
    await expect(page.locator('.account-menu').getByRole('link', { name: 'Mina sidor' }).isVisible()).resolves.toBe(true);
    await page.locator('.account-menu summary').click();
    await expect(page.locator('.account-menu .flyout__panel').isVisible()).resolves.toBe(false);

    const services = page.locator('.site-header__menus .header-flyout', { hasText: 'Tjänster' });
    await services.locator('summary').click();
    const link = services.locator('.header-flyout__panel a[href]').first();
    const target = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
    await link.click();
    await page.waitForURL((address) => address.pathname === target);

    // The product menu's top categories are links: a button could not switch its pane.
    await page.locator('.site-header__menus .header-flyout', { hasText: 'Sortiment' }).locator('summary').click();
    const category = page.locator('.product-menu__category').nth(1);
    const categoryPath = new URL((await category.getAttribute('href')) ?? '', page.url()).pathname;
    await category.click();
    await page.waitForURL((address) => address.pathname === categoryPath);
  });

  it('adds a delivery address in the delivery step: the button opens the dialog by its command, the form posts, errors come back in it, the address is checked', async () => {
    // A line in the cart comes from a browser with scripts, which also tidies up afterwards.
    const helper = await open(brandUrl('ljus', '/search?q=tumstock'), { signedInAs: 'anna.andersson@demo.example' });
    await emptyCart(helper, 'ljus');
    await helper.goto(brandUrl('ljus', '/search?q=tumstock'));
    await addToCart(helper.locator('form.quantity-stepper').first());

    const page = await open(brandUrl('ljus', '/logga-in'), { javaScript: false });
    await signInWithoutScripts(page, 'anna.andersson@demo.example');
    await page.goto(brandUrl('ljus', '/delivery'));
    const dialog = page.getByRole('dialog', { name: 'Lägg till ny adress' });
    await expect(dialog.isVisible()).resolves.toBe(false);
    await page.getByRole('region', { name: 'Leverans 1 av 1' }).getByRole('button', { name: 'Lägg till ny adress' }).click();
    await expect(dialog.isVisible()).resolves.toBe(true);
    // Saved empty: the page that answers has the dialog open, with each missing field named.
    await postedBy(dialog.getByRole('button', { name: 'Spara adressen' }));
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(dialog.locator('.form-error').count()).resolves.toBeGreaterThanOrEqual(4);
    const label = `Grinden ${Date.now() % 100_000}`;
    await fillAddress(dialog, label, 'Grindvägen 3', '903 30');
    await postedBy(dialog.getByRole('button', { name: 'Spara adressen' }));
    // The page the save answers with starts the delivery on the new address: nothing else could check it.
    const added = page.getByRole('radio', { name: new RegExp(label) });
    await added.waitFor();
    await expect(added.isChecked()).resolves.toBe(true);
    await expect(dialog.isVisible()).resolves.toBe(false);

    await deleteAddress(helper, 'ljus', label);
    await emptyCart(helper, 'ljus');
  });

  it('edits an address on my addresses: a field left empty comes back in the open dialog, named', async () => {
    const page = await open(brandUrl('ljus', '/logga-in'), { javaScript: false });
    await signInWithoutScripts(page, 'anna.andersson@demo.example');
    await page.goto(brandUrl('ljus', '/mina-sidor/adresser'));
    const editor = page.getByRole('dialog', { name: 'Ändra adress' });
    await page.getByRole('button', { name: 'Ändra Lager Luleå' }).click();
    await expect(editor.isVisible()).resolves.toBe(true);
    await editor.getByLabel('Gatuadress').fill('');
    await postedBy(editor.getByRole('button', { name: 'Spara adressen' }));
    await expect(editor.isVisible()).resolves.toBe(true);
    await expect(editor.locator('.form-error').allInnerTexts()).resolves.toEqual(['Fältet måste fyllas i']);
    // "Avbryt" closes it by its command, as before the post.
    await editor.getByRole('button', { name: 'Avbryt' }).click();
    await expect(editor.isVisible()).resolves.toBe(false);
  });
});
