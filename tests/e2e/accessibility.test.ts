import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { findProductPath, publicPages, signedInPages, SITE_CHECK_USER } from '../support/page-types';
import { brandUrl, signedInWithALine, useBrowser } from './fixtures';

// axe-core on every page type (issue 12): no serious and no critical violation, signed out on all
// three brands (each has its own colours) and signed in through the buyer's whole journey.
const { open } = useBrowser();

let productPath: string;

beforeAll(async () => {
  productPath = await findProductPath();
});

async function check(page: Page, path: string): Promise<void> {
  await page.goto(page.url().replace(/^(https?:\/\/[^/]+).*$/, `$1${path}`), { waitUntil: 'networkidle' });
  expect(await seriousViolations(page), path).toEqual([]);
}

describe('accessibility (axe-core)', () => {
  for (const brand of ['ljus', 'virke', 'ror'] as const) {
    it(`${brand}: every public page type, signed out`, async () => {
      const page = await open(brandUrl(brand));
      for (const path of publicPages(productPath)) await check(page, path);
    }, 240_000);
  }

  it('a signed-in buyer: catalogue, cart, delivery, summary, my page, orders, addresses, profile, users', async () => {
    const page = await open(brandUrl('ljus'));
    await signedInWithALine(page, SITE_CHECK_USER, productPath);
    for (const path of signedInPages(productPath)) await check(page, path);
  }, 300_000);
});
