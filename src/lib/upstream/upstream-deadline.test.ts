import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createContentClient } from './content/content-client';
import type { ContentConfig } from './content/content-config';
import { ContentUnavailableError } from './content/content-errors';
import { ACTION_BUDGET_MS, budgetFor, budgetKindOf, CONTENT_PAGE_BUDGET_MS, PAGE_BUDGET_MS } from './upstream-budgets';
import { UpstreamError, UpstreamTimeoutError } from './upstream-errors';
import { upstreamRequest } from './upstream-request';
import type { UpstreamService } from './upstream-service';

// The deadline of one upstream call as a whole (page budgets): tiny budgets and a fake fetch that
// stalls, so the tests measure the policy, not the machine.

/** Never answers on its own; rejects when the request is aborted, like the real fetch. */
const stall = (request: Request) =>
  new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));

function service(fetch: (request: Request) => Promise<Response>, budgetMs?: number): UpstreamService & { calls: number } {
  const counted = {
    name: 'product',
    baseUrl: 'https://api.example.se/',
    calls: 0,
    fetch: (request: Request) => {
      counted.calls += 1;
      return fetch(request);
    },
    defaultErrorKey: 'errors.technical_issues' as const,
    ...(budgetMs === undefined ? {} : { budgetMs }),
  };
  return counted;
}

const Item = z.object({ id: z.number() });
const elapsed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  const outcome = await run().catch((error: unknown) => error);
  return { ms: performance.now() - start, outcome };
};

describe('budgets', () => {
  it('gives page renders the page budgets and everything else longer ones', () => {
    expect(budgetFor('product', 'page')).toBe(PAGE_BUDGET_MS);
    expect(budgetFor('cart', 'page')).toBe(PAGE_BUDGET_MS);
    expect(budgetFor('content', 'page')).toBe(CONTENT_PAGE_BUDGET_MS);
    expect(budgetFor('order', 'action')).toBe(ACTION_BUDGET_MS);
    expect(budgetFor('content', 'background')).toBeGreaterThan(ACTION_BUDGET_MS);
    expect([budgetKindOf('GET'), budgetKindOf('HEAD'), budgetKindOf('POST')]).toEqual(['page', 'page', 'action']);
  });
});

describe('upstream call deadline', () => {
  it('stops a stalled call at the budget, well before the per-attempt time-out', async () => {
    const slow = service(stall, 50);
    const { ms, outcome } = await elapsed(() => upstreamRequest(slow, { path: '/items', schema: Item, timeoutMs: 5_000 }));
    expect(outcome).toBeInstanceOf(UpstreamTimeoutError);
    expect(outcome).toMatchObject({ status: 0, textKey: 'errors.technical_issues' });
    expect((outcome as Error).message).toMatch(/budget of 50 ms/);
    expect(ms).toBeLessThan(1_000);
  });

  it('fits the retry into the budget: a slow 503 then a stall ends at the deadline', async () => {
    const slow503 = () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('busy', { status: 503 })), 10));
    let first = true;
    // Room enough that the 503 arrives inside the budget on a loaded machine.
    const flaky = service((request) => (first ? ((first = false), slow503()) : stall(request)), 600);
    const { ms, outcome } = await elapsed(() => upstreamRequest(flaky, { path: '/items', schema: Item }));
    expect(flaky.calls).toBe(2);
    expect(outcome).toBeInstanceOf(UpstreamTimeoutError);
    expect(ms).toBeLessThan(2_000);
  });

  it('does not retry once the budget is spent; the first answer stands', async () => {
    const late503 = () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('busy', { status: 503 })), 60));
    const spent = service(late503, 40);
    // The answer comes after the deadline's timer would fire, so give the attempt its own room.
    const outcome = await upstreamRequest(spent, { path: '/items', schema: Item, budgetMs: 60 }).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(UpstreamError);
    expect(spent.calls).toBeLessThanOrEqual(2);
  });

  it('leaves a call without a budget to the per-attempt time-out', async () => {
    const slow = service(stall);
    const { outcome } = await elapsed(() => upstreamRequest(slow, { path: '/items', schema: Item, timeoutMs: 30 }));
    expect(outcome).toBeInstanceOf(UpstreamTimeoutError);
    expect((outcome as Error).message).toMatch(/timed out after 30 ms/);
  });

  it('a per-call budget overrides the service budget', async () => {
    const slow = service(stall, 5_000);
    const { ms, outcome } = await elapsed(() => upstreamRequest(slow, { path: '/items', schema: Item, budgetMs: 40 }));
    expect(outcome).toBeInstanceOf(UpstreamTimeoutError);
    expect(ms).toBeLessThan(1_000);
  });
});

describe('content call deadline', () => {
  const config = (fetch: ContentConfig['fetch'], deadlineMs: number): ContentConfig => ({
    host: 'backend.internal', insecure: true, basePath: '', space: 'ljus', environment: 'master', preview: false, accessToken: 't', fetch, deadlineMs,
  });

  it('bounds the SDK and its retries by the deadline (no 5 × 30 s)', async () => {
    let calls = 0;
    const client = await createContentClient(config((request) => ((calls += 1), stall(request)), 150));
    const { ms, outcome } = await elapsed(() => client.getEntries({ content_type: 'frontPage' }));
    expect(outcome).toBeInstanceOf(ContentUnavailableError);
    expect(outcome).toMatchObject({ status: 0, textKey: 'errors.content_service_not_available' });
    expect(ms).toBeLessThan(2_000);
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  it('stops the retries of a content system answering 503 at the deadline', async () => {
    let calls = 0;
    const busy = async () => ((calls += 1), new Response('{}', { status: 503, headers: { 'x-contentful-ratelimit-reset': '0' } }));
    const client = await createContentClient(config(busy, 300));
    const { ms, outcome } = await elapsed(() => client.getTags());
    expect(outcome).toBeInstanceOf(ContentUnavailableError);
    expect(ms).toBeLessThan(2_000);
    const settled = calls;
    // Retries the SDK had queued do not reach the content system after the deadline.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(calls).toBe(settled);
  });
});
