import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../support/demo-users';
import { inPool } from '../support/raw-request';
import { DEMO_PASSWORD } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';
import { builtRateLimits } from '../support/shop-build';

// The edge rate limits (wrangler.toml [[ratelimits]], read here from the build the shop runs), per
// client address and route group. Each test speaks from addresses of its own, so no other test
// spends its budget; the local tools' loopback address is exempt (RATE_LIMIT_EXEMPT_IPS).
const limits = builtRateLimits();
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Budgets are counted in windows aligned to the clock; a burst must not straddle two. A burst takes
 * a second or two even on a loaded machine, so it starts at once when 20 s (or half a short window)
 * are left, and otherwise waits for the next window.
 */
async function startOfWindow(periodSeconds: number): Promise<void> {
  const period = periodSeconds * 1000;
  const left = period - (Date.now() % period);
  if (left < Math.min(period / 2, 20_000)) await sleep(left + 100);
}

const form = (address: string, fields: Record<string, string>, accept = 'text/html') => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', accept, 'cf-connecting-ip': address },
  body: new URLSearchParams(fields).toString(),
});

/** Spends an address's whole budget on `request`, then asks once more. */
async function overBudget(binding: string, request: () => Promise<ShopResponse>): Promise<{ within: ShopResponse[]; over: ShopResponse }> {
  const { limit, period } = limits[binding]!;
  await startOfWindow(period);
  const within = await inPool(Array.from({ length: limit }), 10, request);
  return { within, over: await request() };
}

describe('rate limits', () => {
  it('every route group has its limit in the build', () => {
    expect(Object.keys(limits).sort()).toEqual(['RATE_LIMIT_FORMS', 'RATE_LIMIT_PASSWORD', 'RATE_LIMIT_PUNCHOUT', 'RATE_LIMIT_SEARCH_SUGGEST', 'RATE_LIMIT_SIGN_IN', 'RATE_LIMIT_TRACKING']);
  });

  it('N+1 rapid sign-in posts: the last one is a 429 with the Swedish message; others are unaffected', async () => {
    const address = freshAddress();
    // Empty passwords: the shop answers them itself, so the auth service counts no failed attempt.
    const { within, over } = await overBudget('RATE_LIMIT_SIGN_IN', () => shopRequest('/api/session/sign-in', form(address, { username: 'flood@demo.example', password: '' })));
    expect(within.map((res) => res.status)).toEqual(within.map(() => 303));
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect(over.body).toContain('För många inloggningsförsök. Vänta en stund och försök igen.');
    expect(over.body).toContain('<html lang="sv"');
    const json = await shopRequest('/api/session/sign-in', form(address, { username: 'x', password: '' }, 'application/json'));
    expect(JSON.parse(json.body).error).toMatchObject({ status: 429, code: 'too_many_requests', message: 'För många inloggningsförsök. Vänta en stund och försök igen.' });

    // The same address still browses; another address signs in as usual.
    expect((await shopRequest('/kampanjer', { headers: { 'cf-connecting-ip': address } })).status).toBe(200);
    const anna = await shopRequest('/api/session/sign-in', form(freshAddress(), { username: DEMO_USERS.anna.email, password: DEMO_PASSWORD, returnTo: '/' }));
    expect(anna.status).toBe(303);
    expect([anna.headers['set-cookie'] ?? []].flat().some((cookie) => cookie.startsWith('access_token='))).toBe(true);
    // Waiting for the start of a 60 s window alone can take 20 s: the default timeout is too short.
  }, 60_000);

  // Requests each group's route answers without work (a foreign origin, no credentials, an empty query).
  it.each([
    ['RATE_LIMIT_PASSWORD', (address: string) => shopRequest('/api/session/forgot-password', { ...form(address, { email: 'x@demo.example' }), headers: { ...form(address, {}).headers, origin: 'https://evil.example' } })],
    ['RATE_LIMIT_FORMS', (address: string) => shopRequest('/api/forms/kontakt/submissions', { ...form(address, {}), headers: { ...form(address, {}).headers, origin: 'https://evil.example' } })],
    ['RATE_LIMIT_PUNCHOUT', (address: string) => shopRequest('/punchout', { headers: { 'cf-connecting-ip': address } })],
    ['RATE_LIMIT_SEARCH_SUGGEST', (address: string) => shopRequest('/api/search/suggest?q=', { headers: { 'cf-connecting-ip': address, accept: 'application/json' } })],
    ['RATE_LIMIT_TRACKING', (address: string) => shopRequest('/api/events', { method: 'POST', headers: { 'cf-connecting-ip': address, 'content-type': 'text/plain', origin: 'https://evil.example' }, body: '{}' })],
  ])('%s: the request after the budget is a 429 in Swedish', async (binding, send) => {
    const address = freshAddress();
    const { within, over } = await overBudget(binding, () => send(address));
    expect(within.filter((res) => res.status === 429)).toEqual([]);
    expect(over.status).toBe(429);
    expect(over.body).toContain('För många förfrågningar på kort tid. Vänta en minut och försök igen.');
    expect(over.headers['retry-after']).toBe(String(limits[binding]!.period));
  }, 60_000);

  it('the local tools on loopback are not limited', async () => {
    const { limit } = limits.RATE_LIMIT_SEARCH_SUGGEST!;
    const answers = await inPool(Array.from({ length: limit + 5 }), 10, () => shopRequest('/api/search/suggest?q='));
    expect(answers.filter((res) => res.status === 429)).toEqual([]);
  });
});
