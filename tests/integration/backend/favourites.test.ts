import { beforeAll, describe, expect, it } from 'vitest';
import { authApi, expectError } from '../../support/backend-auth-api';
import { api, token } from '../../support/backend-cart-api';

// Contract tests of favourite articles (spec points 3, 5, 7 and 9; issue 15): GET, POST and
// DELETE /users/favourites, per user and customer, at most 50, a second star of the same article
// never doubled, and the clear refusals of bad input. Each group stars as a test user of its
// own (signed test tokens), so the groups never see each other's favourites.
const auth = authApi(41);
let articles: string[] = [];

beforeAll(async () => {
  const menu = await api('/menu?depth=1');
  const found = new Set<string>();
  for (const category of menu.body.categories) {
    const page = await api('/search', { body: { categoryPath: category.path, pageSize: 100, page: 1 } });
    for (const item of page.body.items ?? []) found.add(item.articleNumber);
    if (found.size >= 60) break;
  }
  articles = [...found];
  expect(articles.length).toBeGreaterThanOrEqual(60);
});

const star = (userToken: string, articleNumber: unknown, extra: Record<string, unknown> = {}) => api('/users/favourites', { token: userToken, body: { articleNumber, ...extra } });
const list = async (userToken: string, query = '') => (await api(`/users/favourites${query}`, { token: userToken })).body.data as { favouriteId: number; articleNumber: string }[];
const unstar = (userToken: string, query: string) => api(`/users/favourites?${query}`, { method: 'DELETE', token: userToken });

describe('favourite articles: authorization', () => {
  it('answers 401 invalid_token without a valid token, on every call', async () => {
    expectError(await api('/users/favourites'), 401, 'invalid_token');
    expectError(await api('/users/favourites', { body: { articleNumber: articles[0] } }), 401, 'invalid_token');
    expectError(await api('/users/favourites?favouriteIds=1', { method: 'DELETE' }), 401, 'invalid_token');
    expectError(await api('/users/favourites', { token: 'not.a.token' }), 401, 'invalid_token');
  });

  it('refuses a customer that is not the caller’s (403) and asks a user of several customers to name one', async () => {
    const own = await token('U-T-FAV-AUTH');
    expectError(await api('/users/favourites?customerId=C-2001', { token: own }), 403, 'forbidden');
    expectError(await star(own, articles[0], { customerId: 'C-2001' }), 403, 'forbidden');
    expectError(await api('/users/favourites?favouriteIds=1', { method: 'DELETE', token: own, headers: { 'customer-id': 'C-2001' } }), 403, 'forbidden');
    const gustav = await auth.tokenOf('gustav.gran@demo.example');
    expectError(await api('/users/favourites', { token: gustav }), 400, 'customer_required');
  });

  it('keeps favourites per user and per customer; nobody removes another’s', async () => {
    const gustav = await auth.tokenOf('gustav.gran@demo.example');
    const inNorr = await api('/users/favourites', { token: gustav, body: { articleNumber: articles[1] }, headers: { 'customer-id': 'C-1001' } });
    expect(inNorr.status).toBe(201);
    try {
      expect((await list(gustav, '?customerId=C-1001')).map((f) => f.articleNumber)).toEqual([articles[1]]);
      expect(await list(gustav, '?customerId=C-2001')).toEqual([]);
      const other = await token('U-T-FAV-OTHER');
      expect(await list(other)).toEqual([]);
      // Another user's id: nothing removed, and the answer says so.
      expect((await unstar(other, `favouriteIds=${inNorr.body.favouriteId}`)).body).toEqual({ deleted: [] });
      // The same user in the other customer cannot remove it either.
      expect((await unstar(gustav, `favouriteIds=${inNorr.body.favouriteId}&customerId=C-2001`)).body).toEqual({ deleted: [] });
      expect(await list(gustav, '?customerId=C-1001')).toHaveLength(1);
    } finally {
      expect((await unstar(gustav, `favouriteIds=${inNorr.body.favouriteId}&customerId=C-1001`)).body).toEqual({ deleted: [inNorr.body.favouriteId] });
    }
  });

  it('gives the demo users their seeded favourites; gustav starts with none', async () => {
    const anna = await auth.tokenOf('anna.andersson@demo.example');
    expect((await list(anna)).length).toBeGreaterThanOrEqual(3);
    const gustav = await auth.tokenOf('gustav.gran@demo.example');
    expect(await list(gustav, '?customerId=C-1001')).toEqual([]);
  });
});

describe('favourite articles: star and unstar', () => {
  it('stars an article once however often it is posted (201, then 200 with the same id)', async () => {
    const own = await token('U-T-FAV-IDEMPOTENT');
    const first = await star(own, articles[2]);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ favouriteId: expect.any(Number), articleNumber: articles[2], createdAt: expect.any(String) });
    expect(first.headers.get('cache-control')).toContain('no-store');
    const again = await star(own, ` ${articles[2]} `);
    expect(again.status).toBe(200);
    expect(again.body.favouriteId).toBe(first.body.favouriteId);
    // A double click's worth at once: still one favourite.
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => star(own, articles[3])));
    expect(burst.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(burst.map((answer) => answer.body.favouriteId)).size).toBe(1);
    const stored = await list(own);
    expect(stored.map((f) => f.articleNumber)).toEqual([articles[3], articles[2]]);
  });

  it('removes favourites by id (a comma list or repeated parameters); removing again is harmless', async () => {
    const own = await token('U-T-FAV-DELETE');
    const ids = [];
    for (const article of articles.slice(4, 8)) ids.push((await star(own, article)).body.favouriteId as number);
    const removed = await unstar(own, `favouriteIds=${ids[0]},${ids[1]}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ deleted: [ids[0], ids[1]] });
    expect((await unstar(own, `favouriteIds=${ids[2]}&favouriteIds=${ids[3]}`)).body).toEqual({ deleted: [ids[2], ids[3]] });
    expect((await unstar(own, `favouriteIds=${ids[0]}`)).body).toEqual({ deleted: [] });
    expect(await list(own)).toEqual([]);
  });
});

describe('favourite articles: at most 50', () => {
  it('stores exactly 50 of 55 concurrent stars and refuses the rest with favourites_limit_reached', async () => {
    const own = await token('U-T-FAV-LIMIT');
    const answers = await Promise.all(articles.slice(0, 55).map((article) => star(own, article)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(50);
    for (const refused of answers.filter((answer) => answer.status !== 201)) expectError(refused, 409, 'favourites_limit_reached');
    const stored = await list(own);
    expect(stored).toHaveLength(50);
    expect((await list(own, '?limit=10')).length).toBe(10);

    // Full: the 51st is refused and nothing added; an article already starred is still answered.
    const outside = articles.find((article) => !stored.some((f) => f.articleNumber === article))!;
    expectError(await star(own, outside), 409, 'favourites_limit_reached');
    const kept = await star(own, stored[0]!.articleNumber);
    expect(kept.status).toBe(200);
    expect(await list(own)).toHaveLength(50);

    // One removed: room for exactly one more.
    await unstar(own, `favouriteIds=${stored[0]!.favouriteId}`);
    expect((await star(own, outside)).status).toBe(201);
    expectError(await star(own, stored[0]!.articleNumber), 409, 'favourites_limit_reached');
  });
});

describe('favourite articles: bad input', () => {
  it('refuses unknown, empty and malformed article numbers with a clear code', async () => {
    const own = await token('U-T-FAV-BAD');
    expectError(await star(own, '99999999999'), 422, 'unknown_article');
    expectError(await star(own, ''), 400, 'invalid_request');
    expectError(await star(own, '   '), 400, 'invalid_request');
    expectError(await star(own, 'abc; DROP TABLE'), 400, 'invalid_request');
    expectError(await star(own, 12345), 400, 'invalid_request');
    expectError(await star(own, '1'.repeat(500)), 400, 'invalid_request');
    expectError(await api('/users/favourites', { token: own, body: {} }), 400, 'invalid_request');
    expectError(await api('/users/favourites', { token: own, raw: '{"articleNumber":', headers: { 'content-type': 'application/json' } }), 400);
    expectError(await api('/users/favourites', { token: own, body: { articleNumber: articles[0], pad: 'x'.repeat(20_000) } }), 413, 'payload_too_large');
    expect(await list(own)).toEqual([]);
  });

  it('refuses missing, empty and malformed favourite ids and a bad limit', async () => {
    const own = await token('U-T-FAV-BAD-IDS');
    for (const query of ['', 'favouriteIds=', 'favouriteIds=abc', 'favouriteIds=1,,2', 'favouriteIds=-1', 'favouriteIds=0', 'favouriteIds=1.5', `favouriteIds=${'9'.repeat(30)}`, `favouriteIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`]) {
      expectError(await unstar(own, query), 400, 'invalid_request');
    }
    for (const query of ['?limit=0', '?limit=51', '?limit=abc']) expectError(await api(`/users/favourites${query}`, { token: own }), 400, 'invalid_request');
  });
});
