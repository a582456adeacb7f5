import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { findProductPath, publicPages, signedInPages, SITE_CHECK_USER } from '../support/page-types';
import { brandUrl, signedInWithALine, useBrowser } from './fixtures';

// No page is wider than the screen (issue 12): every page type at the phone widths buyers use,
// measured as the document's scrollWidth against the viewport. Full-page
// screenshots at desktop and phone width go to .tmp/screenshots for a person to look at.
const { open } = useBrowser();
const PHONE_WIDTHS = [320, 360, 390, 430];
const SHOTS = '.tmp/screenshots';

let productPath: string;

beforeAll(async () => {
  productPath = await findProductPath();
  mkdirSync(SHOTS, { recursive: true });
});

/**
 * How wide the page is at `width`, once it has settled: loaded at that width, as a phone loads
 * it (a page narrowed after loading wide can keep a table's old layout), and read again for up
 * to three seconds so a transition in flight is not taken for the lasting width.
 */
async function settledWidth(page: Page, url: string, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(url, { waitUntil: 'load' });
  const read = () => page.evaluate(() => document.documentElement.scrollWidth);
  let scrollWidth = await read();
  for (let tries = 0; scrollWidth > width && tries < 30; tries++) {
    await page.waitForTimeout(100);
    scrollWidth = await read();
  }
  return scrollWidth;
}

async function checkPages(page: Page, label: string, paths: readonly string[]): Promise<void> {
  const origin = new URL(page.url()).origin;
  const wide: Record<string, string[]> = {};
  for (const path of paths) {
    const name = `${SHOTS}/${label}${path.replace(/[^a-z0-9]+/gi, '_')}`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.screenshot({ path: `${name}-1366.png`, fullPage: true });
    for (const width of PHONE_WIDTHS) {
      const scrollWidth = await settledWidth(page, origin + path, width);
      if (scrollWidth > width) (wide[path] ??= []).push(`${width}: ${scrollWidth}`);
      if (width === 390) await page.screenshot({ path: `${name}-390.png`, fullPage: true });
    }
  }
  expect(wide, `${label}: pages wider than the screen`).toEqual({});
}

describe('no page wider than the screen', () => {
  for (const brand of ['ljus', 'virke', 'ror'] as const) {
    it(`${brand}: every public page type at 320, 360, 390 and 430 px`, async () => {
      await checkPages(await open(brandUrl(brand)), brand, publicPages(productPath));
    }, 240_000);
  }

  it('a signed-in buyer: catalogue with prices, cart and checkout, my page, orders, users', async () => {
    const page = await open(brandUrl('ljus'));
    await signedInWithALine(page, SITE_CHECK_USER, productPath);
    await checkPages(page, 'signed-in', signedInPages(productPath));
  }, 300_000);
});
