import { describe, expect, it } from 'vitest';
import { upstreamRequest } from './upstream-request';
import { fakeService, Item, ok } from './test-upstream-service';

describe('request shape', () => {
  it.each([
    ['https://api.example.se/v2/', '/items', 'https://api.example.se/v2/items'],
    ['https://api.example.se/v2', 'items', 'https://api.example.se/v2/items'],
    ['https://api.example.se//', '//items', 'https://api.example.se/items'],
    ['https://api.example.se', '/v2/sessions/', 'https://api.example.se/v2/sessions/'],
    ['https://api.example.se', '/users/favourites?favouriteIds=1', 'https://api.example.se/users/favourites?favouriteIds=1'],
  ])('joins %s and %s', async (baseUrl, path, expected) => {
    const { service, calls } = fakeService([ok], { baseUrl });
    await upstreamRequest(service, { path, schema: Item });
    expect(calls[0]?.url).toBe(expected);
  });

  it('encodes query values and leaves out undefined ones', async () => {
    const { service, calls } = fakeService([ok]);
    await upstreamRequest(service, {
      path: '/orders/search',
      query: { q: 'rör & böj', limit: 15, active: true, fromDate: undefined },
      schema: Item,
    });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.search).toBe('?q=r%C3%B6r+%26+b%C3%B6j&limit=15&active=true');
    expect(url.searchParams.get('q')).toBe('rör & böj');
  });

  it('sends the token as a bearer header', async () => {
    const { service, calls } = fakeService([ok]);
    await upstreamRequest(service, { path: '/items', token: 'abc.def', headers: { 'api-version': '2' }, schema: Item });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer abc.def');
    expect(calls[0]?.headers.get('api-version')).toBe('2');
  });

  it('sends no authorization and no JSON headers without token and body', async () => {
    const { service, calls } = fakeService([ok]);
    await upstreamRequest(service, { path: '/items', schema: Item });
    expect([...(calls[0]?.headers.keys() ?? [])]).toEqual([]);
  });

  it.each([{ articleNumber: 'A1', quantity: 2 }, [{ id: 1 }, { id: 2 }], Object.assign(Object.create(null) as object, { a: 1 })])(
    'sends %j as JSON with JSON headers',
    async (body) => {
      const { service, calls } = fakeService([ok]);
      await upstreamRequest(service, { method: 'POST', path: '/items', body, schema: Item });
      const request = calls[0];
      expect(request?.headers.get('content-type')).toBe('application/json');
      expect(request?.headers.get('accept')).toBe('application/json');
      expect(JSON.parse((await request?.text()) ?? '')).toEqual(body);
    },
  );

  it('lets the caller choose another accept header', async () => {
    const { service, calls } = fakeService([ok]);
    await upstreamRequest(service, { method: 'POST', path: '/x', body: {}, headers: { Accept: 'text/csv' }, schema: Item });
    expect(calls[0]?.headers.get('accept')).toBe('text/csv');
  });

  it.each<[string, () => unknown, RegExp]>([
    ['FormData', () => {
      const form = new FormData();
      form.append('deliveryId', 'DBI');
      return form;
    }, /^multipart\/form-data; boundary=/],
    ['a string', () => 'plain', /^text\/plain/],
    ['a Blob', () => new Blob(['x'], { type: 'application/vnd.ms-excel' }), /^application\/vnd\.ms-excel$/],
  ])('passes %s through without JSON headers', async (_label, makeBody, contentType) => {
    const { service, calls } = fakeService([ok]);
    await upstreamRequest(service, { method: 'POST', path: '/upload', body: makeBody(), schema: Item });
    expect(calls[0]?.headers.get('content-type')).toMatch(contentType);
    expect(calls[0]?.headers.get('accept')).toBeNull();
  });

  it('refuses bodies that would serialise lossily', async () => {
    const { service, calls } = fakeService([ok]);
    await expect(upstreamRequest(service, { method: 'POST', path: '/x', body: new Map(), schema: Item })).rejects.toThrow(TypeError);
    expect(calls).toHaveLength(0);
  });
});
