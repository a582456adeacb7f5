import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rateLimit } from './rate-limit';
import { RATE_LIMIT_GROUPS, rateLimitGroupOf } from './rate-limit-groups';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/** A stand-in for the Workers binding: `limit` requests per key, then refusals. */
function fakeLimiter(limit: number) {
  const counts = new Map<string, number>();
  return {
    keys: counts,
    limit: async ({ key }: { key: string }) => {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { success: count <= limit };
    },
  };
}

function shop(env: Record<string, unknown>) {
  const app = new Hono<ShopEnv>();
  app.use(rateLimit());
  app.all('*', (c) => c.text('ok'));
  return (path: string, init: RequestInit = {}) => app.request(`http://localhost${path}`, init, { ENVIRONMENT: 'development', ...env });
}

const signIn = (ip: string, accept = 'application/json'): RequestInit => ({ method: 'POST', headers: { 'cf-connecting-ip': ip, accept } });

describe('rateLimit', () => {
  it('answers 429 in Swedish once an address has spent its budget, per address and group', async () => {
    const limiter = fakeLimiter(2);
    const request = shop({ RATE_LIMIT_SIGN_IN: limiter });
    expect((await request('/api/session/sign-in', signIn('203.0.113.1'))).status).toBe(200);
    expect((await request('/api/session/sign-in', signIn('203.0.113.1'))).status).toBe(200);
    const refused = await request('/api/session/sign-in', signIn('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({ error: { status: 429, code: 'too_many_requests', message: 'För många inloggningsförsök. Vänta en stund och försök igen.' } });
    const page = await request('/api/session/sign-in', signIn('203.0.113.1', 'text/html'));
    expect(await page.text()).toContain('För många inloggningsförsök');
    expect((await request('/api/session/sign-in', signIn('203.0.113.2'))).status).toBe(200);
    expect([...limiter.keys.keys()]).toEqual(['sign-in:203.0.113.1', 'sign-in:203.0.113.2']);
  });

  it('leaves other routes, exempt addresses, a missing binding and a failing limiter alone', async () => {
    const limiter = fakeLimiter(0);
    const request = shop({ RATE_LIMIT_SIGN_IN: limiter, RATE_LIMIT_EXEMPT_IPS: '127.0.0.1, ::1' });
    expect((await request('/api/session/sign-out', signIn('203.0.113.1'))).status).toBe(200);
    expect((await request('/api/session/sign-in', { method: 'GET', headers: { 'cf-connecting-ip': '203.0.113.1' } })).status).toBe(200);
    expect((await request('/api/session/sign-in', signIn('::1'))).status).toBe(200);
    expect((await shop({})('/api/session/sign-in', signIn('203.0.113.1'))).status).toBe(200);
    const broken = { limit: async () => Promise.reject(new Error('limiter down')) };
    expect((await shop({ RATE_LIMIT_SIGN_IN: broken })('/api/session/sign-in', signIn('203.0.113.1'))).status).toBe(200);
  });
});

describe('rate limit groups', () => {
  it.each([
    ['POST', '/api/session/sign-in', 'sign-in'],
    ['POST', '/api/session/new-password', 'sign-in'],
    ['POST', '/api/session/forgot-password', 'password'],
    ['POST', '/api/session/activate', 'password'],
    ['POST', '/api/forms/kontakt/submissions', 'forms'],
    ['GET', '/punchout', 'punchout'],
    ['POST', '/punchout', 'punchout'],
    ['POST', '/punchout/cxml', 'punchout'],
    ['GET', '/punchout/cxml/start/abc', 'punchout'],
    ['GET', '/api/search/suggest', 'search-suggest'],
    ['HEAD', '/api/search/suggest', 'search-suggest'],
    ['POST', '/api/events', 'tracking'],
    ['GET', '/api/events', undefined],
    ['POST', '/api/session/sign-out', undefined],
    ['GET', '/kampanjer', undefined],
  ])('%s %s counts against %s', (method, path, group) => {
    expect(rateLimitGroupOf(method, path)?.name).toBe(group);
  });

  it('every group has its binding in wrangler.toml, with the period Retry-After announces', () => {
    const toml = readFileSync('wrangler.toml', 'utf8');
    for (const group of RATE_LIMIT_GROUPS) {
      const block = new RegExp(`name = "${group.binding}"\\s*\\nnamespace_id = "\\d+"\\s*\\nsimple = \\{ limit = \\d+, period = (\\d+) \\}`).exec(toml);
      expect(block?.[1], group.binding).toBe(String(group.periodSeconds));
    }
  });
});
