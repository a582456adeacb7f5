import { beforeAll, describe, expect, it } from 'vitest';
import { callServerAction } from '../support/server-action-call';
import { menuCategoryLinks as menuOf, topCategoryLinks } from '../support/product-menu';
import { getWith, postForm, signInAs } from '../support/session-flows';
import type { ShopResponse } from '../support/shop-client';

// Decision 046: a signed-in buyer's assortment and preferred store are asked once and then kept in
// a signed cookie (customer-facts), so a catalogue page no longer waits for the product and auth
// services before its own call. Server-Timing says whether a page found them kept (hit) or asked (miss).
// Anna's customer C-1001 has the restricted assortment bygg-el; gustav may switch to C-2001 (default).
const COOKIE = 'customer-facts';
const PRODUCT = 'tumstock-stanley-1-m-glasfiber-2053431';

const factsOutcome = (res: ShopResponse) => /customer-facts;desc="hit=(\d+) stale=\d+ miss=(\d+)"/.exec(String(res.headers['server-timing'] ?? ''))?.slice(1).map(Number);
const HIT = [1, 0];
const MISS = [0, 1];
const setCookieLine = (res: ShopResponse) => [res.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${COOKIE}=`));

let full: string[];
let byggEl: string[];

beforeAll(async () => {
  [full, byggEl] = await Promise.all([menuOf(), menuOf('bygg-el')]);
  expect(byggEl).not.toEqual(full);
});

describe('the kept customer facts', () => {
  it('are asked on the first page, kept in an HttpOnly cookie for 15 minutes and found on the next', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    const first = await getWith(jar, '/kategorier/el');
    expect(first.status).toBe(200);
    expect(factsOutcome(first)).toEqual(MISS);
    expect(setCookieLine(first)).toMatch(/HttpOnly/);
    expect(setCookieLine(first)).toMatch(/Max-Age=900/);

    const next = await getWith(jar, '/');
    expect(factsOutcome(next)).toEqual(HIT);
    expect(setCookieLine(next)).toBeUndefined();
    expect(topCategoryLinks(next.body)).toEqual(byggEl);
  });

  it('count as missing when edited or made for another user, and the assortment still holds', async () => {
    const { jar: anna } = await signInAs('anna.andersson@demo.example');
    await getWith(anna, '/');
    const kept = anna.get(COOKIE)!;
    const [payload, mac] = kept.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    // The full range for a buyer kept to bygg-el, under the old signature.
    anna.set(COOKIE, `${Buffer.from(JSON.stringify({ ...claims, a: null })).toString('base64url')}.${mac}`);
    const edited = await getWith(anna, '/');
    expect(factsOutcome(edited)).toEqual(MISS);
    expect(topCategoryLinks(edited.body)).toEqual(byggEl);

    const { jar: gustav } = await signInAs('gustav.gran@demo.example');
    await postForm('/api/session/context', { context: 'C-2001|' }, gustav);
    await getWith(gustav, '/');
    anna.set(COOKIE, gustav.get(COOKIE)!);
    const borrowed = await getWith(anna, '/');
    expect(factsOutcome(borrowed)).toEqual(MISS);
    expect(topCategoryLinks(borrowed.body)).toEqual(byggEl);
  });

  it('are asked again for another customer', async () => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    await postForm('/api/session/context', { context: 'C-1001|' }, jar);
    expect(topCategoryLinks((await getWith(jar, '/')).body)).toEqual(byggEl);
    expect(factsOutcome(await getWith(jar, '/'))).toEqual(HIT);

    await postForm('/api/session/context', { context: 'C-2001|' }, jar);
    const other = await getWith(jar, '/');
    expect(factsOutcome(other)).toEqual(MISS);
    expect(topCategoryLinks(other.body)).toEqual(full);
  });

  it('go at sign-out', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    await getWith(jar, '/');
    expect(jar.get(COOKIE)).toBeTruthy();
    await postForm('/api/session/sign-out', {}, jar);
    expect(jar.get(COOKIE)).toBeUndefined();
  });

  it('are forgotten when the profile changes the preferred store, and the next page shows the new one', async () => {
    const { jar } = await signInAs('bo.berg@demo.example');
    // The stock row of the store whose stock a product page shows: "Butik Umeå".
    const shownStore = async () => /<span class="stock-row__place">Butik ([^<]+)<\/span>/.exec((await getWith(jar, `/produkt/${PRODUCT}`)).body)?.[1];
    expect(await shownStore()).toBe('Umeå');
    expect(jar.get(COOKIE)).toBeTruthy();

    const profile = (await getWith(jar, '/mina-sidor/profil')).body;
    const valueOf = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(profile)?.[1] ?? '';
    const save = (preferredStore: string) =>
      callServerAction(
        'updateProfile',
        { firstName: valueOf('firstName'), lastName: valueOf('lastName'), mobileNumber: valueOf('mobileNumber'), preferredStore, defaultContext: 'C-1001|P-1001-1', preferredDeliveryMethod: 'EXH' },
        { cookie: jar.header() },
      );
    try {
      const saved = await save('S-STO-01');
      expect(saved.body).toContain('Dina uppgifter är sparade.');
      jar.store(saved);
      expect(await shownStore()).toBe('Stockholm');
    } finally {
      jar.store(await save('S-UME-01'));
    }
    expect(await shownStore()).toBe('Umeå');
  });
});
