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
// checkout steps): every other page links neither the file nor its rules, which keeps about a fifth
// of the CSS off the render-blocking path of the catalogue and content pages (issue 13).
describe('stylesheets of one page type', () => {
  const ownRules = { product: '.product-page', stores: '.store-finder-page', checkout: '.checkout-page' };

  it('the front, category and search pages link none of them', async () => {
    for (const path of ['/', '/kategorier/el/belysning/ljuskallor', '/search?q=kabel']) {
      const page = await shopRequest(path);
      expect(page.status, path).toBe(200);
      const styles = await linkedStyles(page.body);
      // Booleans, not the text: a failure should not print 100 KB of CSS.
      expect(styles.includes('.product-card{'), path).toBe(true);
      for (const rule of Object.values(ownRules)) expect(styles.includes(`${rule}{`), `${path} links ${rule}`).toBe(false);
    }
  });

  it('the product page, the store finder and a store page link their own', async () => {
    const listing = await shopRequest('/kategorier/el/belysning/ljuskallor');
    const productPath = /href="(\/produkt\/[^"]+)"/.exec(listing.body)?.[1];
    expect(productPath).toBeDefined();
    const product = await shopRequest(productPath!);
    expect((await linkedStyles(product.body)).includes(`${ownRules.product}{`)).toBe(true);
    const finder = await shopRequest('/hitta-butik');
    expect((await linkedStyles(finder.body)).includes(`${ownRules.stores}{`)).toBe(true);
    const storePath = /href="(\/butiker\/[^"]+)"/.exec(finder.body)?.[1];
    expect(storePath).toBeDefined();
    const store = await shopRequest(storePath!);
    expect(store.status).toBe(200);
    expect((await linkedStyles(store.body)).includes('.store-page{')).toBe(true);
  });

  it('the delivery step links the checkout styles', async () => {
    // Frida's cart stays empty in these tests; the step still renders its own view (a way back).
    const { jar } = await signInAs('frida.fors@demo.example');
    const delivery = await getWith(jar, '/delivery');
    expect(delivery.status).toBe(200);
    expect((await linkedStyles(delivery.body)).includes(`${ownRules.checkout}{`)).toBe(true);
  });
});
