import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToCart, brandUrl, emptyCart, eventually, headerCart, hydrated, useBrowser } from './fixtures';

// Shopping lists as a new user tries them (issue 15's "done when", the list part): gustav makes a
// list, adds two products from their product pages, changes a quantity and shares the list; anna
// (same customer) finds it and puts the whole list in her cart; bo saves his cart as a list and
// adds an article to it by search.
// Every step is checked on lasting state (the list, the cart after a reload), never on a toast.
const { open } = useBrowser();

/** Two products a buyer can order online, from the shop's own search results. */
async function twoProducts(page: Page): Promise<{ slug: string; articleNumber: string }[]> {
  await page.goto(brandUrl('ljus', `/search?q=${encodeURIComponent('kabel')}`));
  const buyable = page.locator('.product-card').filter({ has: page.locator('.quantity-stepper') });
  await buyable.nth(1).waitFor();
  return Promise.all(
    [0, 1].map(async (index) => ({
      slug: ((await buyable.nth(index).locator('.product-card__name a').getAttribute('href')) ?? '').replace('/produkt/', ''),
      articleNumber: (await buyable.nth(index).locator('.product-card__number').innerText()).replace(/\D/g, ''),
    })),
  );
}

/** Runs a server action by its button and waits for its answer (Waku answers after the action ran). */
async function pressAndWait(page: Page, button: ReturnType<Page['getByRole']>) {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/RSC/F/'), { timeout: 30_000 });
  await (await hydrated(button)).click();
  await answered;
}

describe('shopping lists', { timeout: 300_000 }, () => {
  const listName = `Servicebil ${Date.now().toString(36)}`;
  let products: { slug: string; articleNumber: string }[] = [];

  it('gustav creates a list, adds from product pages, changes a quantity and shares it', async () => {
    const page = await open(brandUrl('ljus'), { signedInAs: 'gustav.gran@demo.example' });
    products = await twoProducts(page);

    await page.goto(brandUrl('ljus', '/inkopslistor'));
    const create = page.getByRole('form', { name: 'Ny inköpslista' });
    await create.getByLabel('Namn på listan').fill(listName);
    await (await hydrated(create.getByRole('button', { name: 'Skapa lista' }))).click();
    await page.getByRole('heading', { level: 1, name: listName }).waitFor();
    const listPath = new URL(page.url()).pathname;
    expect(listPath).toMatch(/^\/inkopslistor\/[A-Za-z0-9-]+$/);
    await page.getByText('Listan är tom.', { exact: false }).waitFor();

    for (const product of products) {
      await page.goto(brandUrl('ljus', `/produkt/${product.slug}`));
      const panel = page.locator('.add-to-list');
      await (await hydrated(panel.locator('summary'))).click();
      await panel.getByLabel('Inköpslista').selectOption({ label: listName });
      await pressAndWait(page, panel.getByRole('button', { name: 'Lägg till i lista' }));
      await panel.getByText(`Tillagd i listan ${listName}.`).waitFor();
    }

    await page.goto(brandUrl('ljus', listPath));
    const lines = page.locator('.list-lines');
    for (const product of products) await lines.getByText(`Art.nr ${product.articleNumber}`, { exact: false }).waitFor();
    // The first line's quantity: three times its step, saved at once when the buyer leaves the box
    // (the cart test covers the 500 ms debounce while typing).
    const field = page.locator('.list-line').first().getByRole('textbox');
    const step = Number((await field.inputValue()).replace(',', '.'));
    // Reloading before the save would cancel it: wait for the change's server call first.
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/RSC/F/'), { timeout: 30_000 });
    await (await hydrated(field)).fill(String(step * 3));
    await field.press('Tab');
    await saved;
    await eventually(async () => {
      await page.reload();
      return page.locator('.list-line').first().getByRole('textbox').inputValue();
    }).toBe(String(step * 3));

    await pressAndWait(page, page.getByRole('button', { name: 'Dela med företaget' }));
    await page.reload();
    await page.getByText('Delad med alla på företaget').waitFor();
    await page.getByRole('button', { name: 'Gör privat' }).waitFor();
  });

  it("a list's lines line up whatever their unit, and its file picker speaks Swedish", async () => {
    const page = await open(brandUrl('ljus', '/inkopslistor/FL-GUSTAV-VERKTYG'), { signedInAs: 'gustav.gran@demo.example' });
    await eventually(() => page.locator('.list-line__quantity').count()).toBe(6);
    // st, rullar and förpackningar: every stepper starts at one x and every price ends at one.
    const edges = await page.locator('.list-line').evaluateAll((lines) =>
      lines.map((line) => [line.querySelector('.list-line__quantity')!.getBoundingClientRect().left, line.querySelector('.list-line__price')!.getBoundingClientRect().right].map(Math.round).join()),
    );
    expect(new Set(edges).size).toBe(1);
    // The browser's own file input would say "Choose File" in its own language.
    await expect(page.getByRole('region', { name: 'Kalkylblad' }).locator('.file-field__button').innerText()).resolves.toBe('Välj fil');
    // The tools' labels are bold like every form field's, over fields that are not, and
    // "Importera" is a button of its own width, not a bar across the column.
    const weight = (label: string) => page.getByText(label, { exact: true }).evaluate((node) => Number(getComputedStyle(node).fontWeight));
    for (const label of ['Nytt namn', 'Artikelnummer eller sökord', 'Antal', 'Filformat', 'Importera till listan']) expect(await weight(label), label).toBeGreaterThanOrEqual(600);
    expect(await page.getByRole('textbox', { name: 'Nytt namn' }).evaluate((node) => Number(getComputedStyle(node).fontWeight))).toBe(400);
    const importButton = await page.getByRole('button', { name: 'Importera', exact: true }).boundingBox();
    const column = await page.getByRole('region', { name: 'Kalkylblad' }).boundingBox();
    expect(importButton!.width).toBeLessThan(column!.width / 2);
  });

  it('anna sees the shared list and puts the whole list in her cart', async () => {
    const page = await open(brandUrl('ljus'), { signedInAs: 'anna.andersson@demo.example' });
    await emptyCart(page, 'ljus');
    await page.goto(brandUrl('ljus', '/inkopslistor'));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Öppna listan ${listName}` }) });
    await row.getByText('Gustav Gran').waitFor();
    await row.getByText('Delad').waitFor();
    await row.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: listName }).waitFor();
    // Hers to use, not to change: no quantity fields, no rename.
    await page.getByText('Listan ägs av Gustav Gran', { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: 'Byt namn' }).count()).resolves.toBe(0);

    await pressAndWait(page, page.getByRole('button', { name: 'Lägg hela listan i varukorgen' }));
    await page.getByText('Alla rader ligger nu i varukorgen.').waitFor();
    await headerCart(page, 'Varukorg, 2 rader').waitFor();
    await page.goto(brandUrl('ljus', '/cart'));
    for (const product of products) await page.getByRole('main').getByText(new RegExp(`Art\\.nr\\s*${product.articleNumber}`)).first().waitFor();
  });

  it('bo saves his cart as a list', async () => {
    const page = await open(brandUrl('ljus'), { signedInAs: 'bo.berg@demo.example' });
    await emptyCart(page, 'ljus');
    await page.goto(brandUrl('ljus', `/produkt/${products[0]!.slug}`));
    await addToCart(page.locator('.purchase-box'));
    await page.goto(brandUrl('ljus', '/cart'));
    const save = page.getByRole('form', { name: 'Spara som inköpslista' });
    const name = `Bos varukorg ${Date.now().toString(36)}`;
    await save.getByLabel('Namn på listan').fill(name);
    await pressAndWait(page, save.getByRole('button', { name: 'Spara som inköpslista' }));
    await save.getByRole('link', { name: 'Öppna listan' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.locator('.list-lines').getByText(`Art.nr ${products[0]!.articleNumber}`, { exact: false }).waitFor();

    // He adds one more by search: a word offers products, the arrow keys pick one, its number goes in the field.
    const add = page.getByRole('form', { name: 'Lägg till artikel' });
    const field = await hydrated(add.getByRole('combobox', { name: 'Artikelnummer eller sökord' }));
    await field.fill('kabel');
    const first = add.getByRole('option').first();
    await first.waitFor();
    const picked = /Art\.nr\s*(\d+)/.exec(await first.innerText())?.[1] ?? '';
    await field.press('ArrowDown');
    await eventually(() => first.getAttribute('aria-selected')).toBe('true');
    await field.press('Enter');
    await eventually(() => field.inputValue()).toBe(picked);
    await pressAndWait(page, add.getByRole('button', { name: 'Lägg till' }));
    await page.reload();
    await page.locator('.list-lines').getByText(`Art.nr ${picked}`, { exact: false }).waitFor();

    await page.goto(brandUrl('ljus', '/inkopslistor'));
    await page.getByRole('link', { name: `Öppna listan ${name}` }).waitFor();
  });
});
