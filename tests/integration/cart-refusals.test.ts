import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { getWith, signInAs } from '../support/session-flows';
import { catalogueArticles, formAround, lineQuantity, submit, type CatalogueArticle } from '../support/shop-cart';

// Issue 11: when the cart service refused a line for one of its rules (a piece article in parts,
// a quantity that is no multiple of the pack), quick add and the add button said "Ett fel uppstod
// … Försök igen senare" instead of why. Posted as a browser without JavaScript does.
const GENERIC = 'Försök igen senare';
let bo: CookieJar;
let wholeUnit: CatalogueArticle;
let packed: CatalogueArticle;

beforeAll(async () => {
  const articles = (await catalogueArticles()).filter((article) => article.purchaseConstraints.length === 0);
  wholeUnit = articles.find((article) => article.unit.toUpperCase() !== 'M' && article.orderMultiple === 1)!;
  packed = articles.find((article) => article.orderMultiple > 1)!;
  expect([wholeUnit, packed].every(Boolean)).toBe(true);
  bo = (await signInAs('bo.berg@demo.example')).jar;
}, 120_000);

const quickAdd = async (lines: string) => {
  const cart = await getWith(bo, '/cart');
  return submit(bo, '/cart', formAround(cart.body, 'name="lines"'), { lines });
};

describe('rule refusals of the cart service are answered with their reason', () => {
  it('quick add of "2,5" of an article sold whole says it is sold whole, and adds nothing', async () => {
    const answer = await quickAdd(`${wholeUnit.articleNumber};2,5`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`Rad 1: ${wholeUnit.articleNumber} lades inte till. Artikeln säljs bara i hela antal, till exempel 2 eller 3, inte 2,5.`);
    expect(answer.body).not.toContain(GENERIC);
    expect(lineQuantity((await getWith(bo, '/cart')).body, wholeUnit.articleNumber)).toBe('0 lines: ');
  });

  it('quick add of a quantity that is no multiple of the pack says so', async () => {
    const answer = await quickAdd(`${packed.articleNumber};1`);
    expect(answer.body).toContain(`Rad 1: ${packed.articleNumber} lades inte till. Antalet måste vara en multipel av artikelns förpackningsstorlek.`);
    expect(answer.body).not.toContain(GENERIC);
  });

  it('several refused lines: the headline names them, each line says why', async () => {
    const answer = await quickAdd([`${wholeUnit.articleNumber};2,5`, `${packed.articleNumber};1`].join('\n'));
    expect(answer.body).toContain(`Följande produkter lades inte i varukorgen: ${wholeUnit.articleNumber}, ${packed.articleNumber}. Se varför på raderna nedan.`);
    expect(answer.body).not.toContain(GENERIC);
  });

  it('the add button on the product page says why when the service refuses (a card that did not know the pack size)', async () => {
    const page = await getWith(bo, `/produkt/${packed.variantSlug}`);
    const form = formAround(page.body, 'name="multiple"');
    // The card sends the pack size; a stale or forged one is caught by the service, which says which rule.
    const answer = await submit(bo, `/produkt/${packed.variantSlug}`, form, { articleNumber: packed.articleNumber, quantity: '1', multiple: '1' });
    expect(answer.body).toContain('Antalet måste vara en multipel av artikelns förpackningsstorlek.');
    expect(answer.body).not.toContain(GENERIC);
  });
});
