import { beforeAll, describe, expect, it } from 'vitest';
import { sv } from '../../src/lib/texts/sv';
import type { CookieJar } from '../support/cookie-jar';
import { menuCategoryLinks as menuOf, topCategoryLinks } from '../support/product-menu';
import { claimsOf, flashKey, getWith, postForm, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// Issue 19 "Assortment" (spec points 4, 6, 7; decision 029): a buyer browses their customer's own
// assortment or the full range. Anna's customer C-1001 has the restricted assortment bygg-el (no
// Kyla, Sprinkler, Mark & VA); frida carries EJ_ANDRA_SORTIMENT; gustav may switch to C-2001.
const CHOICE_FORM = 'action="/api/session/assortment"';
const OUTSIDE = '/kategorier/kyla';

const cards = (res: ShopResponse) => res.body.match(/<li class="product-card"/g)?.length ?? 0;
const suggested = async (jar: CookieJar, q: string) =>
  (JSON.parse((await shopRequest(`/api/search/suggest?q=${encodeURIComponent(q)}`, { headers: { cookie: jar.header() } })).body) as { products: unknown[] }).products.length;
const choose = (jar: CookieJar, choice: string) => postForm('/api/session/assortment', { choice, returnTo: '/sortiment' }, jar);

/** What anna sees of the catalogue: the header menu, a category outside bygg-el, a search for it. */
async function catalogueSeenBy(jar: CookieJar) {
  const [front, listing, search] = await Promise.all([getWith(jar, '/'), getWith(jar, OUTSIDE), getWith(jar, '/search?q=sprinkler')]);
  return { menu: topCategoryLinks(front.body), listing: { status: listing.status, cards: cards(listing) }, searchCards: cards(search), suggested: await suggested(jar, 'sprinkler') };
}

let full: string[];
let byggEl: string[];

beforeAll(async () => {
  [full, byggEl] = await Promise.all([menuOf(), menuOf('bygg-el')]);
  // The seed makes the difference visible: bygg-el leaves out whole top categories.
  expect(byggEl.length).toBeLessThan(full.length);
  expect(full).toContain(OUTSIDE);
  expect(byggEl).not.toContain(OUTSIDE);
});

describe('a buyer with a restricted assortment', () => {
  it('browses the own assortment, switches to the full range and back: menu, listing and search follow', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    const front = await getWith(jar, '/');
    expect(front.body).toContain(CHOICE_FORM);
    expect(front.body).toContain(sv.assortment.choice.full);

    const own = await catalogueSeenBy(jar);
    expect(own.menu).toEqual(byggEl);
    expect(own.listing.cards).toBe(0);
    expect(own.searchCards).toBe(0);
    expect(own.suggested).toBe(0);

    const switched = await choose(jar, 'full');
    expect(switched.status).toBe(303);
    expect(switched.headers.location).toBe('/sortiment');
    expect(flashKey(switched)).toBe('assortment.choice.nowFull');
    const cookie = [switched.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('assortment_choice='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);

    const wide = await catalogueSeenBy(jar);
    expect(wide.menu).toEqual(full);
    expect(wide.listing).toMatchObject({ status: 200 });
    expect(wide.listing.cards).toBeGreaterThan(0);
    expect(wide.searchCards).toBeGreaterThan(0);
    expect(wide.suggested).toBeGreaterThan(0);
    // The control shows what is chosen now.
    expect((await getWith(jar, '/')).body).toMatch(/<input[^>]*id="header-assortment-full"[^>]*checked/);

    expect(flashKey(await choose(jar, 'own'))).toBe('assortment.choice.nowOwn');
    expect((await catalogueSeenBy(jar)).menu).toEqual(byggEl);
  });

  it('refuses an unknown value with a Swedish message and changes nothing', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    await choose(jar, 'full');
    const before = jar.get('assortment_choice');
    for (const value of ['everything', '', 'FULL', '<script>']) {
      const res = await choose(jar, value);
      expect(res.status).toBe(303);
      expect(flashKey(res)).toBe('assortment.choice.unknown');
      expect(jar.get('assortment_choice')).toBe(before);
    }
    expect(sv.assortment.choice.unknown).toBe('Välj ert sortiment eller hela sortimentet.');
    expect(topCategoryLinks((await getWith(jar, '/')).body)).toEqual(full);
  });

  it('loses the choice when changing customer, and when signing out', async () => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    await choose(jar, 'full');
    expect(topCategoryLinks((await getWith(jar, '/')).body)).toEqual(full);
    await postForm('/api/session/context', { context: 'C-2001|' }, jar);
    expect(jar.get('assortment_choice')).toBeUndefined();
    await postForm('/api/session/context', { context: 'C-1001|' }, jar);
    expect(topCategoryLinks((await getWith(jar, '/')).body)).toEqual(byggEl);

    await choose(jar, 'full');
    expect(jar.get('assortment_choice')).toBeDefined();
    await postForm('/api/session/sign-out', {}, jar);
    expect(jar.get('assortment_choice')).toBeUndefined();
  });

  it('is not offered the choice for a customer without an assortment of its own', async () => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    await postForm('/api/session/context', { context: 'C-2001|' }, jar);
    expect((await getWith(jar, '/')).body).not.toContain(CHOICE_FORM);
  });
});

describe('a buyer with EJ_ANDRA_SORTIMENT (spec point 6)', () => {
  it('sees no control, and the edge refuses the switch', async () => {
    const { jar } = await signInAs('frida.fors@demo.example');
    const front = await getWith(jar, '/');
    expect(front.body).not.toContain(CHOICE_FORM);
    expect(topCategoryLinks(front.body)).toEqual(byggEl);

    const res = await choose(jar, 'full');
    expect(res.status).toBe(303);
    expect(flashKey(res)).toBe('errors.forbidden_action');
    expect(jar.get('assortment_choice')).toBeUndefined();
    expect((await catalogueSeenBy(jar)).menu).toEqual(byggEl);
  });

  it('keeps the own assortment with a forged choice cookie', async () => {
    const { jar } = await signInAs('frida.fors@demo.example');
    const userId = claimsOf(jar.get('access_token')).sub as string;
    jar.set('assortment_choice', `${userId}|C-1001|full`);
    const seen = await catalogueSeenBy(jar);
    expect(seen.menu).toEqual(byggEl);
    expect(seen.listing.cards).toBe(0);
    expect(seen.suggested).toBe(0);
  });
});

describe('without a session', () => {
  it('asks the visitor to sign in and sets nothing', async () => {
    const res = await postForm('/api/session/assortment', { choice: 'full' });
    expect(flashKey(res)).toBe('errors.please_login');
    expect([res.headers['set-cookie'] ?? []].flat().some((line) => line.startsWith('assortment_choice=') && !line.startsWith('assortment_choice=;'))).toBe(false);
  });
});
