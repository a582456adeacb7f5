import { describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { SAMPLE_CATEGORY } from '../support/product-forms';
import { flashKey, getWith, postForm, signInAs } from '../support/session-flows';
import { cartArticles, emptyShopCart, formAround, submit } from '../support/shop-cart';

// Cart transfer on a change of customer (issue 19, spec point 7 PUT /v2/cart/{dest}/transfer/{source}):
// gustav works for C-1001 and C-2001, and carts are kept per customer and project. With "Ta med
// varukorgens artiklar" the lines of the cart he leaves come along; without it they stay.

const switchTo = (jar: CookieJar, context: string, bringCart = false) =>
  postForm('/api/session/context', { context, ...(bringCart ? { bringCart: '1' } : {}) }, jar);

/** gustav in C-1001 with one article in his cart there, and an empty cart in C-2001. */
async function gustavWithALine(): Promise<{ jar: CookieJar; articleNumber: string }> {
  const { jar } = await signInAs('gustav.gran@demo.example');
  expect(flashKey(await switchTo(jar, 'C-2001|'))).toBe('context.changed');
  await emptyShopCart(jar);
  expect(flashKey(await switchTo(jar, 'C-1001|'))).toBe('context.changed');
  await emptyShopCart(jar);
  const listing = await getWith(jar, SAMPLE_CATEGORY);
  const slug = /href="\/produkt\/([^"?#]+)"/.exec(listing.body)?.[1];
  const page = await getWith(jar, `/produkt/${slug}`);
  const articleNumber = /name="articleNumber" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  await submit(jar, `/produkt/${slug}`, formAround(page.body, 'name="multiple"'), { quantity: '2' });
  expect(await cartArticles(jar)).toEqual([articleNumber]);
  return { jar, articleNumber };
}

describe('changing customer with a full cart', () => {
  it('brings the lines along when the buyer asks for it', async () => {
    const { jar, articleNumber } = await gustavWithALine();
    expect(flashKey(await switchTo(jar, 'C-2001|', true))).toBe('context.changedWithCart');
    expect(await cartArticles(jar)).toEqual([articleNumber]);
    await switchTo(jar, 'C-1001|');
    expect(await cartArticles(jar)).toEqual([]);
  });

  it('leaves them in the old customer’s cart without it', async () => {
    const { jar, articleNumber } = await gustavWithALine();
    expect(flashKey(await switchTo(jar, 'C-2001|'))).toBe('context.changed');
    expect(await cartArticles(jar)).toEqual([]);
    await switchTo(jar, 'C-1001|');
    expect(await cartArticles(jar)).toEqual([articleNumber]);
  });

  it('says nothing moved when the cart was empty', async () => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    await switchTo(jar, 'C-2001|');
    await emptyShopCart(jar);
    expect(flashKey(await switchTo(jar, 'C-1001|', true))).toBe('context.changed');
  });
});
