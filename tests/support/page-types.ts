import { expect, inject } from 'vitest';

/**
 * One address of every page type a buyer meets, for the checks that must hold on all of them
 * (axe-core, no horizontal overflow). A product is found through the shop's own search, so no
 * seed detail is pinned.
 */
export async function findProductPath(): Promise<string> {
  const results = await (await fetch(`${inject('shopOrigin')}/search?q=${encodeURIComponent('installationskabel')}`)).text();
  const path = /href="(\/produkt\/[a-z0-9-]+)"/.exec(results)?.[1] ?? '';
  expect(path, 'a product to look at').not.toBe('');
  return path;
}

/** Pages anyone may open: front, category, product, search, stores, campaigns, sign-in, join, 404. */
export const publicPages = (productPath: string) => ['/', '/kategorier/el/kabel', productPath, '/search?q=kabel', '/hitta-butik', '/butiker/S-STO-01', '/kampanjer', '/logga-in', '/bli-kund', '/finns-inte-alls'];

/** A signed-in buyer's journey: catalogue with prices, the checkout steps, my page, orders, users. */
export const signedInPages = (productPath: string) => ['/', '/kategorier/el/kabel', productPath, '/search?q=kabel', '/cart', '/delivery', '/summary', '/mina-sidor', '/mina-sidor/ordrar', '/mina-sidor/ordrar/4500001', '/mina-sidor/adresser', '/mina-sidor/profil', '/mina-sidor/ekonomi', '/anvandare'];

/** The demo user the whole-site checks sign in as (a seller admin: he may open every page type). */
export const SITE_CHECK_USER = 'carl.carlsson@demo.example';
