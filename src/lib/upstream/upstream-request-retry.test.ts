import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from './upstream-errors';
import { isRetryable, RETRY_STATUSES, upstreamRequest } from './upstream-request';
import { ALL_METHODS, answer, fakeService, Item, ok } from './test-upstream-service';

describe('retry rule', () => {
  it('names exactly the transient statuses of spec point 7', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each(ALL_METHODS.flatMap((method) => [400, 401, 403, 404, 408, 429, 500, 503, 504].map((status) => [method, status] as const)))(
    'isRetryable(%s, %i)',
    (method, status) => {
      expect(isRetryable(method, status)).toBe((method === 'GET' || method === 'HEAD') && RETRY_STATUSES.has(status));
    },
  );

  it.each([...RETRY_STATUSES])('retries a GET once after %i and returns the second answer', async (status) => {
    const { service, calls } = fakeService([answer(status), ok]);
    await expect(upstreamRequest(service, { path: '/items/1', schema: Item })).resolves.toEqual({ id: 1 });
    expect(calls).toHaveLength(2);
  });

  it('retries a HEAD once', async () => {
    const { service, calls } = fakeService([answer(503), answer(200)]);
    await expect(upstreamRequest(service, { method: 'HEAD', path: '/ping', schema: z.undefined() })).resolves.toBeUndefined();
    expect(calls.map((call) => call.method)).toEqual(['HEAD', 'HEAD']);
  });

  it('retries only once, then throws the second failure', async () => {
    const { service, calls } = fakeService([answer(503), answer(502)]);
    const error = await upstreamRequest(service, { path: '/items', schema: Item }).catch((e: unknown) => e);
    expect(calls).toHaveLength(2);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 502, textKey: 'errors.internal_server_error' });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s', async (method) => {
    const { service, calls } = fakeService([answer(503), ok]);
    await expect(upstreamRequest(service, { method, path: '/items', body: { a: 1 }, schema: Item })).rejects.toThrow(UpstreamError);
    expect(calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422])('never retries a GET answered %i', async (status) => {
    const { service, calls } = fakeService([answer(status), ok]);
    await expect(upstreamRequest(service, { path: '/items', schema: Item })).rejects.toThrow(UpstreamError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry a network failure', async () => {
    const { service, calls } = fakeService([() => Promise.reject(new TypeError('fetch failed')), ok], {
      defaultErrorKey: 'errors.cart_service_not_available',
    });
    const error = await upstreamRequest(service, { path: '/items', schema: Item }).catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ status: 0, textKey: 'errors.cart_service_not_available', cause: new TypeError('fetch failed') });
  });
});
