import { describe, expect, it } from 'vitest';
import { getWith, signInAs } from '../support/session-flows';
import { shopRequest } from '../support/shop-client';

const stylesheetUrls = (html: string) => [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((link) => /href="([^"]+)"/.exec(link[0])?.[1]).filter((url): url is string => url !== undefined);

// Chromium builds a whole SVG document for every SVG image a stylesheet draws (a mask or a
// background), on the main thread while it computes the page's first style: the header's four
// data: glyphs cost about 115 ms at Lighthouse's 4× slowdown (issue 13). Glyphs are <use>s of
// the page's sprite (components/icons) instead.
it("the page's stylesheets draw no inline SVG images", async () => {
  const page = await shopRequest('/');
  expect(page.status).toBe(200);
  const stylesheets = stylesheetUrls(page.body);
  expect(stylesheets.length).toBeGreaterThan(1);
  for (const url of stylesheets) {
    const sheet = await shopRequest(url);
    expect(sheet.status, url).toBe(200);
    expect(sheet.body, url).not.toMatch(/url\(\s*["']?data:image\/svg/);
  }
});

/** Every rule a page's linked stylesheets carry, as one text. */
async function linkedStyles(html: string): Promise<string> {
  const sheets = await Promise.all(stylesheetUrls(html).map((url) => shopRequest(url)));
  for (const sheet of sheets) expect(sheet.status).toBe(200);
  return sheets.map((sheet) => sheet.body).join('\n');
}

// A view of one page type carries its own stylesheet (the product page, the store pages, the
// checkout steps, a content page's sections, the order history): every other page links neither
// the file nor its rules, which keeps over a quarter of the CSS off the render-blocking path of the
// catalogue pages (decision 051).
describe('stylesheets of one page type', () => {
  const ownRules = { product: '.product-page', stores: '.store-finder-page', checkout: '.checkout-page', sections: '.content-section', orders: '.orders-filters' };

  /** Whether the page links each rule; booleans, so that a failure does not print 100 KB of CSS. */
  const linksIn = async (html: string) => {
    const styles = await linkedStyles(html);
    return Object.fromEntries(['.product-card', ...Object.values(ownRules)].map((rule) => [rule, styles.includes(`${rule}{`)]));
  };
  const linksOf = async (path: string) => {
    const page = await shopRequest(path);
    expect(page.status, path).toBe(200);
    return linksIn(page.body);
  };

  it('the category and search pages link none of them', async () => {
    for (const path of ['/kategorier/el/belysning/ljuskallor', '/search?q=kabel']) {
      expect(await linksOf(path), path).toEqual({ '.product-card': true, '.product-page': false, '.store-finder-page': false, '.checkout-page': false, '.content-section': false, '.orders-filters': false });
    }
  });

  it('the front page links the sections and none of the others', async () => {
    expect(await linksOf('/')).toEqual({ '.product-card': true, '.product-page': false, '.store-finder-page': false, '.checkout-page': false, '.content-section': true, '.orders-filters': false });
  });

  it('the product page, the store finder and a store page link their own', async () => {
    const listing = await shopRequest('/kategorier/el/belysning/ljuskallor');
    const productPath = /href="(\/produkt\/[^"]+)"/.exec(listing.body)?.[1];
    expect(productPath).toBeDefined();
    expect(await linksOf(productPath!)).toMatchObject({ '.product-page': true, '.content-section': false });
    const finder = await shopRequest('/hitta-butik');
    expect(finder.status).toBe(200);
    expect(await linksIn(finder.body)).toMatchObject({ '.store-finder-page': true, '.product-page': false });
    const storePath = /href="(\/butiker\/[^"]+)"/.exec(finder.body)?.[1];
    expect(storePath).toBeDefined();
    // A store page draws its contact cards and sections with the section styles.
    expect(await linksOf(storePath!)).toMatchObject({ '.store-finder-page': true, '.content-section': true });
  });

  it('the delivery step links the checkout styles', async () => {
    // Frida's cart stays empty in these tests; the step still renders its own view (a way back).
    const { jar } = await signInAs('frida.fors@demo.example');
    const delivery = await getWith(jar, '/delivery');
    expect(delivery.status).toBe(200);
    expect((await linkedStyles(delivery.body)).includes(`${ownRules.checkout}{`)).toBe(true);
  });
});
