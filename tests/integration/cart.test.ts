import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { getWith, signInAs } from '../support/session-flows';
import { formAround, loadShopCart, submit, type Article } from '../support/shop-cart';
import { shopRequest } from '../support/shop-client';

// The cart against the running shop (both workers in workerd, seeded D1): adding, the cart page
// and permissions. Cart writes are posted the way a browser without JavaScript does
// (tests/support/shop-cart.ts).
let articles: Article[];
let anna: CookieJar;
let addForm: string;

beforeAll(async () => {
  ({ articles, anna, addForm } = await loadShopCart());
}, 120_000);

describe('add to cart and the cart page', () => {
  it('adds from the product page and lists the line with its totals', async () => {
    const [first] = articles;
    const added = await submit(anna, `/produkt/${first!.variantSlug}`, addForm, { articleNumber: first!.articleNumber, quantity: '2' });
    expect(added.status).toBe(200);
    expect(added.body).toContain('Tillagd i varukorgen');
    const cart = await getWith(anna, '/cart');
    expect(cart.status).toBe(200);
    expect(cart.body).toContain(first!.articleNumber);
    expect(cart.body).toMatch(/Utkörning, centrallagret/);
    for (const label of ['Varor exkl. moms', 'Summa exkl. moms', 'Legeringstillägg', 'Att betala inkl. moms', 'Till leverans']) expect(cart.body).toContain(label);
    expect(cart.body).toMatch(/Moms 25\s%/);
  });

  it('adds a second time as an absolute quantity: what the line held plus what was added', async () => {
    const [first] = articles;
    await submit(anna, `/produkt/${first!.variantSlug}`, addForm, { articleNumber: first!.articleNumber, quantity: '3' });
    const cart = await getWith(anna, '/cart');
    const line = formAround(cart.body, `value="quantity"`);
    expect(line).toContain('value="5"');
  });

  it.each([
    ['-1', 'Antalet måste vara större än noll.'],
    ['0', 'Antalet måste vara större än noll.'],
    ['abc', 'Ange antal som ett tal, till exempel 5 eller 2,5.'],
    ['999999999', 'Antalet får vara högst 100'],
    ['2,5', /Artikeln säljs bara i hela \S+\./],
  ])('answers quantity %j in Swedish and leaves the cart as it was', async (value, message: string | RegExp) => {
    const before = await getWith(anna, '/cart');
    const form = formAround(before.body, 'value="quantity"');
    const answer = await submit(anna, '/cart', form, { value });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(message);
    const after = await getWith(anna, '/cart');
    expect(formAround(after.body, 'value="quantity"')).toContain('value="5"');
  });

  it('quick add answers line by line', async () => {
    const cart = await getWith(anna, '/cart');
    const form = formAround(cart.body, 'name="lines"');
    const lines = [`${articles[1]!.articleNumber};3`, '99999999901;1', `${articles[2]!.articleNumber}, 2`, `${articles[3]!.articleNumber}\tabc`].join('\n');
    const answer = await submit(anna, '/cart', form, { lines });
    expect(answer.body).toContain(`Rad 1: ${articles[1]!.articleNumber} tillagd (3).`);
    expect(answer.body).toContain('Rad 2: 99999999901 finns inte.');
    expect(answer.body).toContain(`Rad 3: ${articles[2]!.articleNumber} tillagd (2).`);
    expect(answer.body).toContain('Rad 4: Ange antal som ett tal');
    const after = await getWith(anna, '/cart');
    expect(after.body).toContain(articles[1]!.articleNumber);
    expect(after.body).not.toContain(articles[3]!.articleNumber);
  });

  it('moves a line to store pickup: two deliveries', async () => {
    const cart = await getWith(anna, '/cart');
    const form = formAround(cart.body, 'value="deliveryId"');
    await submit(anna, '/cart', form, { value: 'EXH:S-UME-01' });
    const after = await getWith(anna, '/cart');
    expect(after.body).toMatch(/Leverans till butik, butik [^<]+/);
    expect(after.body).toMatch(/Utkörning, centrallagret/);
  });
});

describe('permissions', () => {
  it('shows no prices without the right to see them, and the cart still works', async () => {
    const { jar } = await signInAs('dana.dahl@demo.example');
    await submit(jar, `/produkt/${articles[5]!.variantSlug}`, addForm, { articleNumber: articles[5]!.articleNumber, quantity: '1' });
    const cart = await getWith(jar, '/cart');
    expect(cart.body).toContain(articles[5]!.articleNumber);
    expect(cart.body).toContain('Priser visas inte för ditt konto.');
    expect(cart.body).not.toMatch(/netPrice|salesPrice|alloyingPrice|Moms 25\s%|\d[\s\u00a0]kr\b/);
  });

  it('lets a buyer without the order right keep a cart', async () => {
    const { jar } = await signInAs('erik.ek@demo.example');
    const added = await submit(jar, `/produkt/${articles[6]!.variantSlug}`, addForm, { articleNumber: articles[6]!.articleNumber, quantity: '1' });
    expect(added.body).toContain('Tillagd i varukorgen');
    const cart = await getWith(jar, '/cart');
    expect(cart.body).toContain('du har inte behörighet att lägga order');
  });

  it('sends a visitor to sign in instead of showing a cart', async () => {
    const answer = await shopRequest('/cart');
    expect([302, 303, 307]).toContain(answer.status);
  });
});
