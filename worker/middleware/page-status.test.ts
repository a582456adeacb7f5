import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageStatus } from './page-status';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/** A stand-in for Waku: answers with the given type and status, the page having asked for 503 or not. */
function shop(answer: { type: string; status: number }, asked: 503 | undefined) {
  const app = new Hono<ShopEnv>();
  app.use(pageStatus());
  app.get('*', (c) => {
    if (asked) c.set('pageStatus', asked);
    return new Response('<main>Innehållet kan inte visas just nu.</main>', { status: answer.status, headers: { 'content-type': answer.type, 'cache-control': 'private, max-age=60' } });
  });
  return app.request('http://localhost/guider/handboken');
}

describe('pageStatus', () => {
  it('gives a rendered HTML page the status it asked for, never stored, body and headers kept', async () => {
    const res = await shop({ type: 'text/html; charset=utf-8', status: 200 }, 503);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('Innehållet kan inte visas just nu.');
  });

  it.each([
    ['an RSC payload (client navigation)', { type: 'text/x-component', status: 200 }, 503, 200],
    ['a 404 page', { type: 'text/html', status: 404 }, 503, 404],
    ['a redirect', { type: 'text/html', status: 307 }, 503, 307],
    ['a page that asked nothing', { type: 'text/html', status: 200 }, undefined, 200],
  ] as const)('leaves %s as it is', async (_label, answer, asked, status) => {
    const res = await shop(answer, asked);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
  });
});
