import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { DEMO_USERS } from '../support/demo-users';
import { callServerAction, callServerFunction } from '../support/server-action-call';
import { SAMPLE_CATEGORY, sampleProduct } from '../support/product-forms';
import { getWith, signInAs } from '../support/session-flows';

// EJ_SE_PRISER (spec point 6): no price in the HTML or the RSC payload, not merely a hidden one —
// on every surface that shows prices to others: product, listing, search, cart, the cart flyout's
// server function. Anna (no denies) sees prices on the same surfaces, so the check can see one.
const CATEGORY = SAMPLE_CATEGORY;
const PRICE_TRACES = /netPrice|salesPrice|preCampaignPrice|alloyingPrice|discountPercentage|"price"|"offers"|\d[\s\u00a0]kr\b|card-price__value|product-price__amount/;

let anna: CookieJar;
let dana: CookieJar;
let product: { slug: string; articleNumber: string };

const rsc = (path: string, query = '') => `/RSC/R${path}.txt?query=${encodeURIComponent(query)}`;
/** Each surface, and whether the added product itself appears there. */
const surfaces = (): [string, boolean][] => [
  [CATEGORY, true],
  [rsc(CATEGORY), true],
  [`/produkt/${product.slug}`, true],
  [rsc(`/produkt/${product.slug}`), true],
  ['/search?q=kabel', false],
  [rsc('/search', 'q=kabel'), false],
  ['/cart', true],
  [rsc('/cart'), true],
];
const cartSummary = (jar: CookieJar) => callServerFunction('loadCartSummary', { cookie: jar.header() });

beforeAll(async () => {
  [anna, dana] = await Promise.all([signInAs(DEMO_USERS.anna.email), signInAs(DEMO_USERS.dana.email)]).then((signedIn) => signedIn.map(({ jar }) => jar));
  product = await sampleProduct(anna);
  const { articleNumber } = product;
  for (const jar of [anna, dana]) {
    const added = await callServerAction('addToCart', { articleNumber, quantity: '1' }, { cookie: jar.header() });
    expect(added.body).toContain('Tillagd i varukorgen');
  }
}, 120_000);

describe('EJ_SE_PRISER', () => {
  it('anna sees prices on the product page, the listing, the cart and the flyout (the control)', async () => {
    for (const path of [CATEGORY, `/produkt/${product.slug}`, '/search?q=kabel', '/cart']) expect((await getWith(anna, path)).body, path).toMatch(PRICE_TRACES);
    expect((await cartSummary(anna)).body).toMatch(PRICE_TRACES);
  });

  it('dana gets no price in any page or RSC payload', async () => {
    for (const [path, showsProduct] of surfaces()) {
      const res = await getWith(dana, path);
      expect(res.status, path).toBe(200);
      if (showsProduct) expect(res.body, path).toContain(product.articleNumber);
      expect(res.body.match(PRICE_TRACES)?.[0], path).toBeUndefined();
    }
  });

  it("dana's cart flyout (a server function's answer) carries no price", async () => {
    const summary = await cartSummary(dana);
    expect(summary.status).toBe(200);
    expect(summary.body).toContain(product.articleNumber);
    expect(summary.body.match(PRICE_TRACES)?.[0]).toBeUndefined();
  });
});
