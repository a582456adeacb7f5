import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BackendEnv } from '../backend-env';
import { BOOKMARK_HEADER, d1Sessions, sessionStart } from './d1-sessions';

const BOOKMARK = '00000000-00000004-00000000-00000000000000000000000000000000';

describe('sessionStart', () => {
  it.each([
    ['GET', '/menu', 'first-unconstrained'],
    ['GET', '/variants/by-slug/kabel-1', 'first-unconstrained'],
    ['POST', '/search', 'first-unconstrained'],
    ['GET', '/campaigns/active-campaigns/customer', 'first-primary'],
    ['GET', '/carts/current', 'first-primary'],
    ['POST', '/carts/current/items', 'first-primary'],
    ['POST', '/menu', 'first-primary'],
  ])('%s %s starts at %s', (method, path, expected) => {
    expect(sessionStart(method, path, null)).toBe(expected);
  });

  it('continues from a well-formed bookmark and ignores a malformed one', () => {
    expect(sessionStart('GET', '/menu', BOOKMARK)).toBe(BOOKMARK);
    expect(sessionStart('POST', '/checkout', 'garbage')).toBe('first-primary');
  });
});

describe('d1Sessions', () => {
  it('hands the routes a session and answers with its bookmark', async () => {
    const started: string[] = [];
    const session = { prepare: () => ({ first: async () => ({ n: 1 }) }), batch: async () => [], getBookmark: () => BOOKMARK };
    const db = { withSession: (start: string) => (started.push(start), session) };
    const app = new Hono<BackendEnv>();
    app.use('*', d1Sessions());
    app.get('/menu', async (c) => c.json(await c.env.DB.prepare('select 1').first()));
    const res = await app.request('/menu', {}, { DB: db } as unknown as BackendEnv['Bindings']);
    expect(await res.json()).toEqual({ n: 1 });
    expect(res.headers.get(BOOKMARK_HEADER)).toBe(BOOKMARK);
    expect(started).toEqual(['first-unconstrained']);
  });
});
