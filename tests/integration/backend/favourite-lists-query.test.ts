import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../support/backend-cart-api';
import { graphql, listUsers } from '../../support/favourite-lists-api';

// Contract test of getFavoriteLists (issue 15, spec point 7): the lists a caller sees, paged,
// sorted and filtered, and its refusals.
let anna: string, syd: string;

beforeAll(async () => {
  ({ anna, syd } = await listUsers());
});

describe('getFavoriteLists', () => {
  const QUERY = `query Lists($limit: Int, $offset: Int, $sort: String, $access: String, $userId: String, $from: String) {
    getFavoriteLists(pagination: { limit: $limit, offset: $offset }, sort: $sort, access: $access, userId: $userId, fromUpdatedAt: $from) {
      next total data { favoriteId favoriteName access userId customerId createdAt updatedAt totalRows user { fullName } favoriteItems(limit: 3) { favoriteItemId articleNumber quantity } }
    }
  }`;

  it('pages, sorts and filters the lists the caller sees, with their items', async () => {
    const first = await graphql(anna, QUERY, { limit: 2, offset: 0, sort: 'favoriteName:asc' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const page = first.body.data.getFavoriteLists;
    expect(page.data).toHaveLength(2);
    expect(page.next).toBe(2);
    const names = page.data.map((list: any) => list.favoriteName);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y, 'sv')));
    const everything = (await graphql(anna, QUERY, { limit: 100, offset: 0, sort: 'favoriteName:asc' })).body.data.getFavoriteLists;
    expect(everything.next).toBeNull();
    expect(everything.total).toBe(everything.data.length);
    const van = everything.data.find((list: any) => list.favoriteId === 'FL-SERVICEBILEN');
    expect(van).toMatchObject({ access: 'SHARED', totalRows: 60, user: { fullName: 'Bo Berg' } });
    expect(van.favoriteItems).toHaveLength(3);
    const shared = (await graphql(anna, QUERY, { limit: 100, access: 'SHARED' })).body.data.getFavoriteLists.data;
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((list: any) => list.access === 'SHARED')).toBe(true);
    const bos = (await graphql(anna, QUERY, { limit: 100, userId: 'U-0002' })).body.data.getFavoriteLists.data;
    expect(bos.map((list: any) => list.favoriteName)).not.toContain('Eget lager');
    const recent = (await graphql(anna, QUERY, { limit: 100, from: new Date(Date.now() - 3_600_000).toISOString() })).body.data.getFavoriteLists.data;
    expect(recent.map((list: any) => list.favoriteId)).not.toContain('FL-SERVICEBILEN');
    const syds = (await graphql(syd, QUERY, { limit: 100 })).body.data.getFavoriteLists.data;
    expect(syds.map((list: any) => list.favoriteId)).toEqual(['FL-SYD-HAMNEN']);
  });

  it('refuses bad arguments with 400 and no token with 401', async () => {
    expect((await graphql(anna, QUERY, { limit: 0 })).status).toBe(400);
    expect((await graphql(anna, QUERY, { sort: 'rand()' })).status).toBe(400);
    expect((await graphql(anna, QUERY, { access: 'PUBLIC' })).status).toBe(400);
    expect((await graphql(anna, QUERY, { from: 'igår' })).status).toBe(400);
    expect((await api('/graphql', { body: { query: QUERY } })).status).toBe(401);
  });
});
