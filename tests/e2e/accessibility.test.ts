import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { addToCart, brandUrl, signInWithFlyout, useBrowser } from './fixtures';

// axe-core on every page type (issue 12): no serious and no critical violation, signed out on all
// three brands (each has its own colours) and signed in through the buyer's whole journey.
const { open } = useBrowser();
const shop = inject('shopOrigin');

let productPath: string;

beforeAll(async () => {
  const results = await (await fetch(`${shop}/search?q=${encodeURIComponent('installationskabel')}`)).text();
  productPath = /href="(\/produkt\/[a-z0-9-]+)"/.exec(results)?.[1] ?? '';
  expect(productPath, 'a product to look at').not.toBe('');
});

const PUBLIC_PAGES = () => ['/', '/kategorier/el/kabel', productPath, '/search?q=kabel', '/hitta-butik', '/butiker/S-STO-01', '/kampanjer', '/logga-in', '/bli-kund', '/finns-inte-alls'];

async function check(page: Page, path: string): Promise<void> {
  await page.goto(page.url().replace(/^(https?:\/\/[^/]+).*$/, `$1${path}`), { waitUntil: 'networkidle' });
  expect(await seriousViolations(page), path).toEqual([]);
}

describe('accessibility (axe-core)', () => {
  for (const brand of ['ljus', 'virke', 'ror'] as const) {
    it(`${brand}: every public page type, signed out`, async () => {
      const page = await open(brandUrl(brand));
      for (const path of PUBLIC_PAGES()) await check(page, path);
    }, 240_000);
  }

  it('a signed-in buyer: catalogue, cart, delivery, summary, my page, orders, addresses, profile, users', async () => {
    const page = await open(brandUrl('ljus'));
    await signInWithFlyout(page, 'carl.carlsson@demo.example');
    await page.getByRole('banner').getByText('Carl').first().waitFor();
    await page.goto(brandUrl('ljus', productPath));
    await addToCart(page.locator('.purchase-box'));
    for (const path of ['/', '/kategorier/el/kabel', productPath, '/search?q=kabel', '/cart', '/delivery', '/summary', '/mina-sidor', '/mina-sidor/ordrar', '/mina-sidor/ordrar/4500001', '/mina-sidor/adresser', '/mina-sidor/profil', '/mina-sidor/ekonomi', '/anvandare']) {
      await check(page, path);
    }
  }, 300_000);
});
