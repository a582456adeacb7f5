import { beforeAll, describe, expect, it } from 'vitest';
import { api, numbersOf, pool, useArticlePool } from '../../support/backend-cart-api';
import { addToList, createList, itemsOf, listUsers, newListId } from '../../support/favourite-lists-api';
import { signTestAccessToken } from '../../support/tokens';

// Contract tests of favourite lists (issue 15, spec point 7): every REST call, each with its
// authorization (private: the owner only; shared: every user of the customer, changed by the owner
// and the customer's admins; another customer's list: 404), bad input, and two users writing one
// shared list at the same time. getFavoriteLists: favourite-lists-query.test.ts.
useArticlePool();

let anna: string, bo: string, carl: string, dana: string, syd: string;

beforeAll(async () => {
  ({ anna, bo, carl, dana, syd } = await listUsers());
});

describe('the seeded lists', () => {
  it('shows anna her own lists and the shared Servicebilen of 60 articles, never bo\'s private list', async () => {
    const answer = await api('/v2/favorites?limit=100', { token: anna });
    expect(answer.status).toBe(200);
    const byName = new Map(answer.body.data.map((list: any) => [list.favoriteName, list]));
    const van: any = byName.get('Servicebilen');
    expect(van).toMatchObject({ favoriteId: 'FL-SERVICEBILEN', access: 'SHARED', userId: 'U-0002', customerId: 'C-1001', totalRows: 60, user: { fullName: 'Bo Berg' }, editable: false });
    expect(byName.has('Kv. Björken el')).toBe(true);
    expect(byName.has('Eget lager')).toBe(false);
    expect(answer.body.data.every((list: any) => list.customerId === 'C-1001' && (list.userId === 'U-0001' || list.access === 'SHARED'))).toBe(true);
    expect((await itemsOf(anna, 'FL-SERVICEBILEN')).length).toBe(60);
  });

  it('pages the lines with offset, limit and next', async () => {
    const first = await api('/v3/favorites/FL-SERVICEBILEN/items?offset=0&limit=25', { token: anna });
    expect(first.body).toMatchObject({ total: 60, offset: 0, limit: 25, next: 25 });
    const last = await api('/v3/favorites/FL-SERVICEBILEN/items?offset=50&limit=25', { token: anna });
    expect(last.body.data).toHaveLength(10);
    expect(last.body.next).toBeNull();
    const all = await itemsOf(anna, 'FL-SERVICEBILEN');
    expect([...first.body.data, ...last.body.data].map((item: any) => item.favoriteItemId)).toEqual([...all.slice(0, 25), ...all.slice(50)].map((item) => item.favoriteItemId));
  });
});

describe('who may see and change a list', () => {
  it('answers 404 for another customer\'s list and for someone else\'s private list, admins included', async () => {
    for (const path of ['/v2/favorites/FL-SERVICEBILEN', '/v3/favorites/FL-SERVICEBILEN/items']) expect((await api(path, { token: syd })).status, path).toBe(404);
    expect((await api('/v2/favorites/FL-SYD-HAMNEN', { token: anna })).status).toBe(404);
    expect((await api('/v2/favorites/FL-BO-LAGER', { token: anna })).status).toBe(404);
    expect((await api('/v2/favorites/FL-ANNA-BJORKEN', { token: bo })).status).toBe(404);
    expect((await api('/v2/favorites/FL-ANNA-BJORKEN', { method: 'DELETE', token: bo })).status).toBe(404);
    expect((await api('/v2/favorites/FL-ANNA-BJORKEN', { method: 'PUT', token: syd, body: { name: 'Kapad' } })).status).toBe(404);
    expect((await api('/v2/favorites/does-not-exist', { token: anna })).status).toBe(404);
    // Working in another customer, a list of this one is not there either.
    expect((await api('/v2/favorites/FL-SERVICEBILEN', { token: anna, headers: { 'customer-id': 'C-2001' } })).status).toBe(404);
  });

  it('lets every user of the customer read a shared list, and only the owner and admins change it', async () => {
    const [first, second] = pool.plain;
    const id = await createList(anna, { name: 'Delad av anna', access: 'SHARED' });
    expect((await api(`/v2/favorites/${id}`, { token: dana })).body).toMatchObject({ favoriteName: 'Delad av anna', editable: false });
    expect((await api(`/v2/favorites/${id}`, { method: 'PUT', token: dana, body: { name: 'Danas' } })).status).toBe(403);
    expect((await addToList(dana, id, { articleNumber: first!.articleNumber, quantity: 1 })).status).toBe(403);
    expect((await api(`/v2/favorites/${id}`, { method: 'DELETE', token: dana })).status).toBe(403);
    // bo (BUYER_ADMIN) and carl (SELLER_ADMIN) administer the customer's shared lists.
    expect((await api(`/v2/favorites/${id}`, { token: bo })).body.editable).toBe(true);
    expect((await api(`/v2/favorites/${id}`, { method: 'PUT', token: bo, body: { name: 'Omdöpt av bo' } })).body.favoriteName).toBe('Omdöpt av bo');
    expect((await addToList(carl, id, { articleNumber: second!.articleNumber, quantity: 2 })).status).toBe(200);
    // Made private again, the list is anna's alone.
    expect((await api(`/v2/favorites/${id}`, { method: 'PUT', token: anna, body: { access: 'PRIVATE' } })).body.access).toBe('PRIVATE');
    expect((await api(`/v2/favorites/${id}`, { token: bo })).status).toBe(404);
    expect((await api(`/v2/favorites/${id}`, { method: 'DELETE', token: anna })).status).toBe(204);
    expect((await api(`/v2/favorites/${id}`, { token: anna })).status).toBe(404);
  });

  it('refuses a call without a valid token with 401', async () => {
    expect((await api('/v2/favorites')).status).toBe(401);
    expect((await api('/v2/favorites', { token: 'not.a.token' })).status).toBe(401);
  });
});

describe('creating and changing a list', () => {
  it('creates once per id: the same form posted twice makes one list', async () => {
    const id = newListId('twice');
    const [one, two] = await Promise.all([0, 1].map(() => api(`/v2/favorites/${id}`, { method: 'PUT', token: anna, body: { name: 'Dubbelklick' } })));
    expect([one!.status, two!.status].sort()).toEqual([200, 201]);
    const mine = await api('/v2/favorites?limit=100&sort=createdAt:desc', { token: anna });
    expect(mine.body.data.filter((list: any) => list.favoriteId === id)).toHaveLength(1);
  });

  it('refuses an empty, spaces-only, 10,000-character or control-character name with its code', async () => {
    for (const [name, code] of [['', 'name_required'], ['    ', 'name_required'], ['x'.repeat(10_000), 'name_too_long'], ['a\u0000b', 'name_invalid']] as const) {
      const answer = await api(`/v2/favorites/${newListId('bad')}`, { method: 'PUT', token: anna, body: { name } });
      expect(answer.status, code).toBe(400);
      expect(answer.body.error.code).toBe(code);
    }
    const id = await createList(anna, { name: '  Två   mellanslag  ' });
    expect((await api(`/v2/favorites/${id}`, { token: anna })).body.favoriteName).toBe('Två mellanslag');
    expect((await api(`/v2/favorites/${id}`, { method: 'PUT', token: anna, body: { name: '   ' } })).status).toBe(400);
    expect((await api(`/v2/favorites/${id}`, { method: 'PUT', token: anna, body: { access: 'PUBLIC' } })).status).toBe(400);
  });

  it('answers 409, not a 500, to a user removed while their token is still valid', async () => {
    const gone = await signTestAccessToken({ sub: 'U-REMOVED-AFTER-SIGN-IN' });
    const answer = await api(`/v2/favorites/${newListId('gone')}`, { method: 'PUT', token: gone, body: { name: 'Kvarglömd' } });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('reference_gone');
  });

  it('creates a list with its first lines in one call (save the cart as a list)', async () => {
    const articles = pool.plain.slice(0, 5).map((article, index) => ({ articleNumber: article.articleNumber, quantity: index + 1 }));
    const id = newListId('cart');
    const answer = await api(`/v2/favorites/${id}`, { method: 'PUT', token: bo, body: { name: 'Från varukorgen', articles: [...articles, { articleNumber: '99999999', quantity: 1 }] } });
    expect(answer.status).toBe(201);
    expect(answer.body.totalRows).toBe(5);
    expect(answer.body.errors).toEqual([{ id: '6', articleNumber: '99999999', code: 'unknown_article' }]);
    expect((await itemsOf(bo, id)).map((item) => [item.articleNumber, item.quantity])).toEqual(articles.map((line) => [line.articleNumber, line.quantity]));
  });
});

describe('the lines of a list', () => {
  it('adds one article or many, sums a repeated article, and answers bad lines one by one', async () => {
    const [a, b] = pool.plain.slice(10, 12);
    const multiple = pool.multiple[0]!;
    const id = await createList(anna, { name: 'Rader' });
    expect((await addToList(anna, id, { articleNumber: a!.articleNumber, quantity: 2 })).status).toBe(200);
    const many = await addToList(anna, id, {
      articles: [
        { articleNumber: a!.articleNumber, quantity: 3 },
        { articleNumber: b!.articleNumber, quantity: 1 },
        { articleNumber: '0000000', quantity: 1 },
        { articleNumber: b!.articleNumber, quantity: -1 },
        { articleNumber: multiple.articleNumber, quantity: multiple.orderMultiple + 1 },
        { articleNumber: multiple.articleNumber, quantity: 0 },
      ],
    });
    expect(many.status).toBe(200);
    // A repeated article is summed first: b's 1 and -1 make 0, and both of its lines are refused.
    expect(many.body.errors.map((error: any) => error.code).sort()).toEqual(['not_order_multiple', 'quantity_not_positive', 'quantity_not_positive', 'quantity_not_positive', 'unknown_article']);
    expect((await itemsOf(anna, id)).map((item) => [item.articleNumber, item.quantity])).toEqual([[a!.articleNumber, 5]]);
    const huge = await addToList(anna, id, { articleNumber: a!.articleNumber, quantity: 1e9 });
    expect(huge.status).toBe(422);
    expect(huge.body.error.code).toBe('quantity_too_large');
    const nearMax = await addToList(anna, id, { articleNumber: a!.articleNumber, quantity: 99_999 });
    expect(nearMax.body.errors[0].code).toBe('quantity_too_large');
    expect((await itemsOf(anna, id))[0]!.quantity).toBe(5);
    expect((await addToList(anna, id, { articleNumber: a!.articleNumber, quantity: 'ten' })).status).toBe(400);
  });

  it('changes a quantity (absolute) and removes chosen lines', async () => {
    const id = await createList(anna, { name: 'Ändra', articles: pool.plain.slice(20, 24).map((article) => ({ articleNumber: article.articleNumber, quantity: 1 })) });
    const [first, second, third] = await itemsOf(anna, id);
    const changed = await api(`/v2/favorites/${id}/articles/${first!.favoriteItemId}`, { method: 'PUT', token: anna, body: { quantity: 7 } });
    expect(changed.body.favoriteItem.quantity).toBe(7);
    for (const quantity of [0, -3, 1e7, 1.5]) {
      const refused = await api(`/v2/favorites/${id}/articles/${first!.favoriteItemId}`, { method: 'PUT', token: anna, body: { quantity } });
      expect(refused.status, String(quantity)).toBe(400);
    }
    expect((await api(`/v2/favorites/${id}/articles/nope`, { method: 'PUT', token: anna, body: { quantity: 1 } })).status).toBe(404);
    const removed = await api(`/v2/favorites/${id}/articles/batch/delete`, { method: 'PUT', token: anna, body: { favoriteItemIds: [second!.favoriteItemId, third!.favoriteItemId, 'nope'] } });
    expect(removed.body.deletedFavoriteItemIds.sort()).toEqual([second!.favoriteItemId, third!.favoriteItemId].sort());
    expect(removed.body.errors).toEqual([{ id: 'nope', code: 'not_found' }]);
    expect((await itemsOf(anna, id)).map((item) => item.quantity)).toEqual([7, 1]);
  });

  it('keeps at most 1,000 lines', async () => {
    const id = await createList(anna, { name: 'Full', articles: pool.plain.slice(0, 1_000).map((article) => ({ articleNumber: article.articleNumber, quantity: 1 })) });
    const over = await addToList(anna, id, { articleNumber: pool.plain[1_000]!.articleNumber, quantity: 1 });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('LIST_LIMIT');
    expect((await addToList(anna, id, { articleNumber: pool.plain[0]!.articleNumber, quantity: 1 })).status).toBe(200);
  });

  it('answers 404 when the list was deleted while someone had it open, and writes nothing', async () => {
    const id = await createList(anna, { name: 'Borttagen', access: 'SHARED', articles: [{ articleNumber: pool.plain[0]!.articleNumber, quantity: 1 }] });
    const [line] = await itemsOf(bo, id);
    expect((await api(`/v2/favorites/${id}`, { method: 'DELETE', token: bo })).status).toBe(204);
    for (const call of [
      addToList(bo, id, { articleNumber: pool.plain[1]!.articleNumber, quantity: 1 }),
      api(`/v2/favorites/${id}/articles/${line!.favoriteItemId}`, { method: 'PUT', token: anna, body: { quantity: 2 } }),
      api(`/v2/favorites/${id}/articles/batch/delete`, { method: 'PUT', token: anna, body: { favoriteItemIds: [line!.favoriteItemId] } }),
      api(`/v3/favorites/${id}/items`, { token: anna }),
      api(`/v2/favorites/${id}`, { method: 'DELETE', token: anna }),
    ]) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('list_not_found');
    }
  });
});

describe('two users on one shared list at the same time', () => {
  it('loses no line and doubles none', async () => {
    const id = await createList(anna, { name: 'Samtidigt', access: 'SHARED' });
    const articles = numbersOf(pool.plain.slice(100, 130));
    // anna (owner) and bo (admin) each send the same 30 articles five times, all at once.
    const calls = [anna, bo].flatMap((who) => [1, 2, 3, 4, 5].map(() => addToList(who, id, { articles: articles.map((articleNumber) => ({ articleNumber, quantity: 1 })) })));
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const lines = await itemsOf(anna, id);
    expect(lines).toHaveLength(30);
    expect(new Set(lines.map((line) => line.articleNumber)).size).toBe(30);
    expect(lines.every((line) => line.quantity === 10)).toBe(true);
    // Renames and adds at once: the list keeps every line and one of the names.
    await Promise.all([
      api(`/v2/favorites/${id}`, { method: 'PUT', token: anna, body: { name: 'Annas namn' } }),
      api(`/v2/favorites/${id}`, { method: 'PUT', token: bo, body: { name: 'Bos namn' } }),
      addToList(bo, id, { articleNumber: pool.plain[200]!.articleNumber, quantity: 1 }),
    ]);
    const after = await api(`/v2/favorites/${id}`, { token: anna });
    expect(['Annas namn', 'Bos namn']).toContain(after.body.favoriteName);
    expect(after.body.totalRows).toBe(31);
  });
});
