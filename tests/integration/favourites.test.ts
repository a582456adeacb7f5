import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { callServerAction, callServerFunction } from '../support/server-action-call';
import { serverActionId } from '../support/shop-build';
import { getWith, signInAs } from '../support/session-flows';
import { shopRequest } from '../support/shop-client';

// Favourite articles through the shop (issue 15): the stars rendered in the service's state on
// the server (no flash), the star action as the browser's script calls it, the flyout's content
// per permission (EJ_SE_PRISER: no price), and adding favourites to the cart.
const CATEGORY = '/kategorier/el/kabel/installationskabel';
let anna: CookieJar;
let bo: CookieJar;
let dana: CookieJar;
let carl: CookieJar;

beforeAll(async () => {
  const jar = async (name: string) => (await signInAs(`${name}@demo.example`)).jar;
  [anna, bo, dana, carl] = await Promise.all([jar('anna.andersson'), jar('bo.berg'), jar('dana.dahl'), jar('carl.carlsson')]);
}, 60_000);

/** A form-only server function (`<form action={fn}>`): React sends just the FormData. */
async function callFormOnly(name: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const [file, exportName] = serverActionId(name).split('#');
  const body = new FormData();
  body.append('0', JSON.stringify(['$K1']));
  for (const [key, value] of Object.entries(fields)) body.append(`_1_${key}`, value);
  const encoded = new Response(body);
  return shopRequest(`/RSC/F/${file}/${exportName}.txt`, { method: 'POST', headers: { origin: 'http://localhost', 'content-type': encoded.headers.get('content-type') ?? '', ...headers }, body: await encoded.text() });
}

const star = (jar: CookieJar, articleNumber: string, starred: boolean) => callFormOnly('toggleFavourite', { articleNumber, starred: String(starred) }, { cookie: jar.header() });
const articlesOn = (html: string) => [...new Set([...html.matchAll(/id="product-(\d+)"/g)].map((match) => match[1] ?? ''))];
/** A card's star button carries the wish it posts: unstar=<article> when the article is starred. */
const renderedStarred = (html: string, articleNumber: string) => [...html.matchAll(/<button [^>]*>/g)].some(([button]) => button.includes(` value="${articleNumber}"`) && button.includes(' name="unstar"'));
const headerCount = (html: string) => /Favoriter, (\d+|inga|1) artik/.exec(html)?.[1];

describe('stars on the page', () => {
  it('gives a visitor no star and no favourites button', async () => {
    const html = (await shopRequest(CATEGORY)).body;
    expect(articlesOn(html).length).toBeGreaterThan(10);
    expect(html).not.toContain('Spara som favorit');
    expect(html).not.toContain('favourites-flyout');
  });

  it('renders a star pressed on the server as soon as the buyer has starred it, and unpressed after the unstar', async () => {
    const before = (await getWith(bo, CATEGORY)).body;
    expect(headerCount(before)).toBe('3');
    const article = articlesOn(before).find((number) => !renderedStarred(before, number))!;
    expect(before).toContain('aria-pressed="false"');

    const starred = await star(bo, article, true);
    expect(starred.status).toBe(200);
    expect(starred.body).toContain(article);
    const after = (await getWith(bo, CATEGORY)).body;
    expect(renderedStarred(after, article)).toBe(true);
    expect(after).toContain('aria-pressed="true"');
    expect(headerCount(after)).toBe('4');
    // The same wish twice (a double click) keeps one favourite.
    await star(bo, article, true);
    expect(headerCount((await getWith(bo, CATEGORY)).body)).toBe('4');

    await star(bo, article, false);
    const unstarred = (await getWith(bo, CATEGORY)).body;
    expect(renderedStarred(unstarred, article)).toBe(false);
    expect(headerCount(unstarred)).toBe('3');
  });

  it("takes the wish a card's star posts without script as the grid form's button: star=<article>, unstar=<article>", async () => {
    const before = (await getWith(bo, CATEGORY)).body;
    const article = articlesOn(before).find((number) => !renderedStarred(before, number))!;
    expect((await callFormOnly('toggleFavourite', { star: article }, { cookie: bo.header() })).status).toBe(200);
    expect(renderedStarred((await getWith(bo, CATEGORY)).body, article)).toBe(true);
    expect((await callFormOnly('toggleFavourite', { unstar: article }, { cookie: bo.header() })).status).toBe(200);
    expect(renderedStarred((await getWith(bo, CATEGORY)).body, article)).toBe(false);
    expect((await callFormOnly('toggleFavourite', { star: 'abc' }, { cookie: bo.header() })).body).toContain('Förfrågan kunde inte behandlas.');
  });

  it('refuses a visitor, a malformed article number and an unknown one, in Swedish', async () => {
    expect((await callFormOnly('toggleFavourite', { articleNumber: '1000001', starred: 'true' })).body).toContain('Vänligen logga in');
    expect((await star(anna, 'abc', true)).body).toContain('Förfrågan kunde inte behandlas.');
    expect((await star(anna, '99999999999', true)).body).toContain('Favoriten kunde inte sparas.');
    expect((await callFormOnly('toggleFavourite', { articleNumber: '1000001', starred: 'maybe' }, { cookie: anna.header() })).body).toContain('Förfrågan kunde inte behandlas.');
  });
});

describe('the favourites flyout', () => {
  it('lists anna’s favourites with price and stock, and dana’s (EJ_SE_PRISER) without any price', async () => {
    const annas = await callServerFunction('loadFavouritesFlyout', { cookie: anna.header() });
    expect(annas.status).toBe(200);
    expect(annas.body).toMatch(/exkl\. moms/);
    expect(annas.body).toContain('Butik: ');
    const danas = await callServerFunction('loadFavouritesFlyout', { cookie: dana.header() });
    expect(danas.body).toContain('Leverans: ');
    expect(danas.body).not.toMatch(/exkl\. moms|\d kr/);
    expect((await callServerFunction('loadFavouritesFlyout')).body).not.toContain('articleNumber');
  });

  it('adds one favourite, or all of them, to the cart; only the buyer’s own favourites', async () => {
    const page = (await getWith(carl, CATEGORY)).body;
    const [first, second, notStarred] = articlesOn(page);
    await star(carl, first!, true);
    await star(carl, second!, true);
    const add = (fields: Record<string, string>) => callServerAction('addFavouritesToCart', fields, { cookie: carl.header() });
    expect((await add({ articleNumber: notStarred! })).body).toContain('Det finns inga favoriter att lägga i varukorgen.');
    expect((await add({ articleNumber: first! })).body).toContain(`Tillagd i varukorgen: ${first}.`);
    expect((await add({ scope: 'all' })).body).toContain('Favoriterna är tillagda i varukorgen.');
    const cart = (await getWith(carl, '/cart')).body;
    expect(cart).toContain(first!);
    expect(cart).toContain(second!);
    expect(cart).not.toContain(notStarred!);
    await star(carl, first!, false);
    await star(carl, second!, false);
  });
});
