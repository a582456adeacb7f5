import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { getWith, signInAs } from '../support/session-flows';
import { callAction, formAround, submit } from '../support/shop-cart';
import { callServerAction } from '../support/server-action-call';
import { shopRequest } from '../support/shop-client';

// The shop's shopping lists (issue 15): /inkopslistor and /inkopslistor/{id} as the signed-in
// buyer the session says, and their forms posted as a browser without JavaScript would, with the
// issue's bad input. The service's contracts and concurrency are tests/integration/backend/favourite-lists.test.ts.
let anna: CookieJar;
let dana: CookieJar;
let gustav: CookieJar;

beforeAll(async () => {
  anna = (await signInAs('anna.andersson@demo.example')).jar;
  dana = (await signInAs('dana.dahl@demo.example')).jar;
  gustav = (await signInAs('gustav.gran@demo.example')).jar;
}, 60_000);

const lineCount = (html: string) => (html.match(/form="list-chosen"/g) ?? []).length;
const PRICE = /\d,\d\d(?:&nbsp;|\s| )kr/;

/** Articles with their order multiples from gustav's own seeded list (its quantity forms carry both). */
async function gustavsArticles(): Promise<(readonly [string, string])[]> {
  const tools = await getWith(gustav, '/inkopslistor/FL-GUSTAV-VERKTYG');
  const found = [...tools.body.matchAll(/name="articleNumber" value="(\d+)"\/><input type="hidden" name="multiple" value="(\d+)"/g)].map((match) => [match[1] ?? '', match[2] ?? '1'] as const);
  expect(found.length).toBeGreaterThan(1);
  return found;
}

/** A new list of gustav's through the list page's form; answers its path. */
async function gustavsList(name: string): Promise<string> {
  const page = await getWith(gustav, '/inkopslistor');
  const made = await submit(gustav, '/inkopslistor', formAround(page.body, 'id="create-list-heading"'), { name });
  const location = String(made.headers.location ?? '');
  expect(location, made.body.slice(0, 300)).toMatch(/^\/inkopslistor\/[0-9a-f-]{36}$/);
  return location;
}

describe('the list pages', () => {
  it('lists anna\'s own and the shared lists with owner and size, never another user\'s private list', async () => {
    const page = await getWith(anna, '/inkopslistor');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1 class="page__title">Inköpslistor</h1>');
    expect(page.body).toContain('aria-label="Öppna listan Servicebilen"');
    expect(page.body).toContain('Bo Berg');
    expect(page.body).toContain('Kv. Björken el');
    expect(page.body).not.toContain('Eget lager');
    const byName = await getWith(anna, '/inkopslistor?sortering=favoriteName%3Aasc');
    const names = [...byName.body.matchAll(/aria-label="Öppna listan ([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(names.slice(0, 3)).toEqual([...names.slice(0, 3)].sort((a, b) => a.localeCompare(b, 'sv')));
    expect((await getWith(anna, '/inkopslistor?sortering=rand()&sida=-4')).status).toBe(200);
  });

  it('shows a shared list to anna with prices and stock, read-only, and to dana without any price', async () => {
    const page = await getWith(anna, '/inkopslistor/FL-SERVICEBILEN');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Listan ägs av Bo Berg.');
    expect(lineCount(page.body)).toBe(60);
    expect(page.body).toMatch(PRICE);
    expect(page.body).toContain('Lägg hela listan i varukorgen');
    expect(page.body).not.toContain('Byt namn');
    const withoutPrices = await getWith(dana, '/inkopslistor/FL-SERVICEBILEN');
    expect(lineCount(withoutPrices.body)).toBe(60);
    expect(withoutPrices.body).not.toMatch(PRICE);
    expect(withoutPrices.body).not.toMatch(/netPrice|salesPrice/);
  });

  it('answers another customer\'s list, someone else\'s private list and a made-up id with the not-found page', async () => {
    for (const id of ['FL-SYD-HAMNEN', 'FL-BO-LAGER', 'finns-inte']) expect((await getWith(anna, `/inkopslistor/${id}`)).status, id).toBe(404);
    expect((await getWith(anna, '/inkopslistor/..%2F..')).status).toBe(404);
  });

  it('sends a signed-out visitor to sign in', async () => {
    const res = await shopRequest('/inkopslistor');
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.headers.location).toBe(`/logga-in?returnTo=${encodeURIComponent('/inkopslistor')}`);
  });
});

describe('the forms, with bad input', () => {
  it('refuses an empty, spaces-only or 10,000-character name in Swedish, and makes one list per form', async () => {
    const page = await getWith(gustav, '/inkopslistor');
    const form = formAround(page.body, 'id="create-list-heading"');
    expect((await submit(gustav, '/inkopslistor', form, { name: '' })).body).toContain('Ge listan ett namn.');
    expect((await submit(gustav, '/inkopslistor', form, { name: '     ' })).body).toContain('Ge listan ett namn.');
    expect((await submit(gustav, '/inkopslistor', form, { name: 'x'.repeat(10_000) })).body).toContain('Namnet får vara högst 100 tecken (du skrev 10');
    const name = `Dubbel ${Date.now()}`;
    const [first, second] = await Promise.all([submit(gustav, '/inkopslistor', form, { name }), submit(gustav, '/inkopslistor', form, { name })]);
    expect(first.headers.location).toBe(second.headers.location);
    const lists = await getWith(gustav, '/inkopslistor');
    expect(lists.body.split(`aria-label="Öppna listan ${name}"`).length - 1).toBe(1);
  });

  it('adds by article number with the cart\'s quantity rules, changes a quantity and removes a line', async () => {
    const path = await gustavsList(`Rader ${Date.now()}`);
    const found = await gustavsArticles();
    const [first, multiple] = found[0]!;
    const [second, secondMultiple] = found[1]!;
    const page = await getWith(gustav, path);
    const add = formAround(page.body, 'id="add-article-heading"');
    expect((await submit(gustav, path, add, { articleNumber: first, quantity: '-1' })).body).toContain('Antalet måste vara större än noll.');
    expect((await submit(gustav, path, add, { articleNumber: first, quantity: '0' })).body).toContain('Antalet måste vara större än noll.');
    expect((await submit(gustav, path, add, { articleNumber: first, quantity: '1000000' })).body).toContain('Antalet får vara högst');
    expect((await submit(gustav, path, add, { articleNumber: '0000000', quantity: '1' })).body).toContain('0000000: Artikeln finns inte.');
    expect((await submit(gustav, path, add, { articleNumber: '', quantity: '1' })).body).toContain('Skriv ett artikelnummer.');
    // A word posted without a picked suggestion (no JavaScript, or Enter too early) names no article.
    expect((await submit(gustav, path, add, { articleNumber: 'kabel', quantity: '1' })).body).toContain('Välj en artikel bland förslagen, eller skriv ett artikelnummer.');
    for (const [article, step] of [[first, multiple], [second, secondMultiple]] as const) {
      expect((await submit(gustav, path, add, { articleNumber: article, quantity: step })).body).toContain(`Artikel ${article} är tillagd i listan.`);
    }
    const filled = await getWith(gustav, path);
    expect(lineCount(filled.body)).toBe(2);
    const quantityForm = formAround(filled.body, 'name="value"');
    const changed = await submit(gustav, path, quantityForm, { value: '-5' });
    expect(changed.body).toContain('Antalet måste vara större än noll.');
    const chosen = formAround(filled.body, 'id="list-chosen"');
    expect((await submit(gustav, path, chosen, { scope: 'chosen' })).body).toContain('Välj minst en rad först.');
    const itemId = /name="itemId" value="([^"]+)" form="list-chosen"|form="list-chosen"[^>]*value="([^"]+)"/.exec(filled.body);
    // "Ta bort valda" is a second action of the same form (formAction): called as the browser's JavaScript does.
    const removed = await callServerAction('removeListLines', { listId: path.split('/').pop() ?? '', itemId: itemId?.[1] ?? itemId?.[2] ?? '' }, { cookie: gustav.header() });
    expect(removed.body).toContain('1 rader är borttagna.');
    expect(lineCount((await getWith(gustav, path)).body)).toBe(1);
  });

  it('refuses a 2,000-row import whole, and imports a good file', async () => {
    const path = await gustavsList(`Import ${Date.now()}`);
    const page = await getWith(gustav, path);
    const form = formAround(page.body, 'name="file"');
    const van = await getWith(gustav, '/inkopslistor/FL-SERVICEBILEN');
    const articles = [...van.body.matchAll(/Art\.nr(?:<!-- -->|\s)*(\d+)/g)].map((match) => match[1] ?? '');
    expect(articles).toHaveLength(60);
    const rows = (count: number) => ['Artikelnummer;Antal', ...Array.from({ length: count }, (_, index) => `${articles[index % articles.length]};1`)].join('\n');
    const big = await submit(gustav, path, form, { file: new File([rows(2_000)], 'stor.csv', { type: 'text/csv' }) });
    expect(big.body).toContain('Filen har för många rader. En lista rymmer högst 1 000 artiklar.');
    expect(lineCount((await getWith(gustav, path)).body)).toBe(0);
    const [[article, multiple]] = (await gustavsArticles()) as [readonly [string, string]];
    const good = await submit(gustav, path, form, { file: new File([['Artikelnummer;Antal', `${article};${multiple}`, 'inget;1'].join('\n')], 'lista.csv', { type: 'text/csv' }) });
    expect(good.body).toMatch(/1 rader är importerade\. Dessa rader kunde inte läsas in: inget/);
    expect(lineCount((await getWith(gustav, path)).body)).toBe(1);
  });

  it('tells the buyer a list deleted while open is gone, and adds nothing', async () => {
    const path = await gustavsList(`Borttagen ${Date.now()}`);
    const page = await getWith(gustav, path);
    const add = formAround(page.body, 'id="add-article-heading"');
    const deleted = await submit(gustav, path, formAround(page.body, 'role="alertdialog"'), {});
    expect(deleted.headers.location).toBe('/inkopslistor');
    const late = await submit(gustav, path, add, { articleNumber: '1000001', quantity: '1' });
    expect(late.status).toBe(404);
    const viaScript = await callAction(gustav, add, { listId: path.split('/').pop() ?? '', articleNumber: '1000001', quantity: '1' });
    expect(viaScript.body).toContain('Listan finns inte längre. Någon kan ha tagit bort den.');
    expect((await getWith(gustav, path)).status).toBe(404);
  });

  it('puts the whole shared list into dana\'s cart in one go', async () => {
    const path = '/inkopslistor/FL-SERVICEBILEN';
    const page = await getWith(dana, path);
    const answer = await submit(dana, path, formAround(page.body, 'id="list-chosen"'), { scope: 'all' });
    expect(answer.body).toContain('Alla rader ligger nu i varukorgen.');
    const cart = await getWith(dana, '/cart');
    const articles = [...page.body.matchAll(/Art\.nr(?:<!-- -->|\s)*(\d+)/g)].map((match) => match[1] ?? '');
    expect(articles).toHaveLength(60);
    for (const article of articles.slice(0, 10)) expect(cart.body).toMatch(new RegExp(`Art\\.nr(?:<!-- -->|\\s)*${article}`));
  });
});
