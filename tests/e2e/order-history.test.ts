import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../support/pdf-text';
import { announced, brandUrl, emptyCart, eventually, hydrated, useBrowser } from './fixtures';

const { open } = useBrowser();

// Order history as a new user tries it (issue 14's "done when", the order part).
describe('order history', { timeout: 240_000 }, () => {
  it('gustav finds an order by article number, downloads and e-mails its confirmation, asks about a line and reorders two lines', async () => {
    const page = await open(brandUrl('ljus'), { signedInAs: 'gustav.gran@demo.example' });
    await emptyCart(page, 'ljus');

    // An article he bought on order 4500003 (the seed's "Björken etapp 2").
    await page.goto(brandUrl('ljus', '/mina-sidor/ordrar/4500003'));
    const article = (await page.getByText(/^Art\.nr \d+/).first().textContent())?.replace(/\D/g, '') ?? '';
    expect(article).toMatch(/^\d+$/);

    await page.goto(brandUrl('ljus', '/mina-sidor/ordrar'));
    await page.getByLabel('Sök order').fill(article);
    await page.getByRole('main').getByRole('button', { name: 'Visa ordrar' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('q')).toBe(article);
    await page.getByRole('link', { name: 'Visa order 4500003' }).click();
    await page.getByRole('heading', { level: 1, name: /Order 4500003/ }).waitFor();

    // The confirmation is a real PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Orderbekräftelse (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe('orderbekraftelse-4500003.pdf');
    const pdf = await readPdf(await readFile((await download.path()) ?? ''));
    expect(pdf.text).toContain('4500003');
    expect(pdf.text).toContain(article);

    // E-mail it: the recipient is prefilled with his own address.
    const email = page.getByRole('form', { name: 'E-posta dokument' });
    await expect(email.getByLabel('Mottagare (e-post)').inputValue()).resolves.toBe('gustav.gran@demo.example');
    await email.getByLabel('Meddelande (valfritt)').fill('Till projektpärmen');
    await (await hydrated(email.getByRole('button', { name: 'Skicka' }))).click();
    await email.getByText('Dokumentet har skickats till gustav.gran@demo.example.').waitFor();

    // A question about line 2.
    const inquiry = page.getByRole('form', { name: 'Fråga om ordern' });
    await inquiry.getByLabel('Gäller').selectOption('2');
    await inquiry.getByLabel('Din fråga').fill('När kommer resten av den här raden?');
    await (await hydrated(inquiry.getByRole('button', { name: 'Skicka fråga' }))).click();
    await inquiry.getByText('Tack! Din fråga har skickats till ert säljteam.').waitFor();

    // Reorder two lines; each gets its own result, and the added ones are in the cart.
    await page.getByLabel('Välj rad 1').check();
    await page.getByLabel('Välj rad 2').check();
    const reorder = page.getByRole('form', { name: 'Beställ igen' });
    await (await hydrated(reorder.getByRole('button', { name: 'Lägg valda rader i varukorgen' }))).click();
    const results = reorder.getByRole('list', { name: 'Resultat per rad' }).getByRole('listitem');
    await eventually(() => results.count()).toBe(2);
    const texts = await results.allTextContents();
    const added = texts.filter((text) => text.includes('tillagd')).map((text) => text.split(':')[0] ?? '');
    expect(added.length, texts.join(' | ')).toBeGreaterThan(0);
    await page.goto(brandUrl('ljus', '/cart'));
    for (const number of added) await page.getByRole('main').getByText(new RegExp(`Art\\.nr\\s*${number}`)).first().waitFor();
  });

  it('erik (EJ_ORDERHISTORIK) is refused the order list', async () => {
    const page = await open(brandUrl('ljus', '/mina-sidor/ordrar'), { signedInAs: 'erik.ek@demo.example' });
    // A toast: read from the live regions' record, which outlasts its three seconds on screen.
    await eventually(() => announced(page.locator('.toast-region'))).toContain('Du saknar rättigheter för att se denna sida');
    expect(new URL(page.url()).pathname).not.toBe('/mina-sidor/ordrar');
    await expect(page.getByRole('link', { name: /Visa order/ }).count()).resolves.toBe(0);
  });

  it('dana sees her orders without prices', async () => {
    const page = await open(brandUrl('ljus', '/mina-sidor/ordrar'), { signedInAs: 'dana.dahl@demo.example' });
    await page.getByRole('link', { name: /Visa order \d+/ }).first().waitFor();
    await expect(page.getByRole('columnheader', { name: 'Belopp exkl. moms' }).count()).resolves.toBe(0);
    expect(await page.getByRole('main').textContent()).not.toMatch(/\d,\d\d\s?kr/);
    await page.getByRole('link', { name: /Visa order \d+/ }).first().click();
    await page.getByRole('heading', { level: 1, name: /Order \d+/ }).waitFor();
    expect(await page.getByRole('main').textContent()).not.toMatch(/\d,\d\d\s?kr/);
  });
});
