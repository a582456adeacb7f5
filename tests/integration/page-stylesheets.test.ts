import { expect, it } from 'vitest';
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
