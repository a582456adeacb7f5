import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  UpstreamAbortedError,
  UpstreamError,
  UpstreamResponseInvalidError,
  UpstreamTimeoutError,
  UpstreamUnauthorizedError,
} from './upstream-errors';
import { isRetryable, RETRY_STATUSES, upstreamRequest, type UpstreamMethod } from './upstream-request';
import { bindFetch, type UpstreamService } from './upstream-service';

type Handler = (request: Request) => Response | Promise<Response>;

/** A service whose fetch answers with `handlers` in turn (the last one repeats) and records every request. */
function fakeService(handlers: Handler[], overrides: Partial<UpstreamService> = {}) {
  const calls: Request[] = [];
  const service: UpstreamService = {
    name: 'test',
    baseUrl: 'https://api.example.se/v2/',
    fetch: async (request) => {
      calls.push(request);
      const handler = handlers[calls.length - 1] ?? handlers.at(-1);
      if (handler === undefined) throw new Error('no handler');
      return handler(request);
    },
    ...overrides,
  };
  return { service, calls };
}

const answer = (status: number, text = ''): Handler => () => new Response(text === '' ? null : text, { status });
const json = (body: unknown, status = 200): Handler => () => Response.json(body, { status });
/** Never answers on its own; rejects when the request is aborted, like the real fetch. */
const hang: Handler = (request) =>
  new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));

const Item = z.object({ id: z.number() });
const ok = json({ id: 1 });
const ALL_METHODS: UpstreamMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

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

describe('time-out and abort', () => {
  it('gives UpstreamTimeoutError after the per-attempt time-out, without retrying', async () => {
    const { service, calls } = fakeService([hang], { defaultErrorKey: 'errors.order_service_not_available' });
    const error = await upstreamRequest(service, { path: '/slow', schema: Item, timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamTimeoutError);
    expect(error).toMatchObject({ status: 0, textKey: 'errors.order_service_not_available' });
    expect(calls).toHaveLength(1);
  });

  it('times out even when the fetch ignores the signal', async () => {
    const { service } = fakeService([() => new Promise<Response>(() => {})], { timeoutMs: 20 });
    await expect(upstreamRequest(service, { path: '/slow', schema: Item })).rejects.toThrow(UpstreamTimeoutError);
  });

  it('times out while the body is still streaming', async () => {
    const endless = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('{"id":')) });
    const { service } = fakeService([() => new Response(endless, { status: 200 })]);
    await expect(upstreamRequest(service, { path: '/slow', schema: Item, timeoutMs: 20 })).rejects.toThrow(UpstreamTimeoutError);
  });

  it('gives UpstreamAbortedError when the caller aborts', async () => {
    const controller = new AbortController();
    const { service } = fakeService([hang]);
    const pending = upstreamRequest(service, { path: '/slow', schema: Item, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(UpstreamAbortedError);
  });

  it('does not call upstream when already aborted', async () => {
    const { service, calls } = fakeService([ok]);
    await expect(upstreamRequest(service, { path: '/x', schema: Item, signal: AbortSignal.abort() })).rejects.toThrow(UpstreamAbortedError);
    expect(calls).toHaveLength(0);
  });

  it('stops the retry when the caller aborts after the first failure', async () => {
    const controller = new AbortController();
    const { service, calls } = fakeService([
      () => {
        controller.abort();
        return new Response(null, { status: 503 });
      },
      ok,
    ]);
    await expect(upstreamRequest(service, { path: '/x', schema: Item, signal: controller.signal })).rejects.toThrow(UpstreamAbortedError);
    expect(calls).toHaveLength(1);
  });
});

describe('answers', () => {
  it('maps 401 to UpstreamUnauthorizedError', async () => {
    const { service } = fakeService([answer(401, 'Invalid token')]);
    const error = await upstreamRequest(service, { path: '/me', schema: Item }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnauthorizedError);
    expect(error).toMatchObject({ status: 401, textKey: 'errors.invalid_token', detail: 'Invalid token' });
  });

  it.each<[Handler, string]>([
    [answer(400, 'Invalid token'), 'errors.invalid_token'],
    [json({ message: 'Invalid token' }, 403), 'errors.invalid_token'],
    [json({ message: 'nope' }, 403), 'errors.forbidden_action'],
    [answer(404), 'errors.not_found'],
    [answer(500), 'errors.internal_server_error'],
    [answer(400, 'bad'), 'errors.cart_service_not_available'],
  ])('maps a failed answer to its text key (%#)', async (handler, textKey) => {
    const { service } = fakeService([handler], { defaultErrorKey: 'errors.cart_service_not_available' });
    await expect(upstreamRequest(service, { path: '/x', schema: Item })).rejects.toMatchObject({ textKey });
  });

  it.each([
    ['204', answer(204)],
    ['an empty 200', answer(200)],
    ['a blank 200', answer(200, '  \n')],
  ])('parses %s as undefined', async (_label, handler) => {
    const { service } = fakeService([handler]);
    await expect(upstreamRequest(service, { method: 'DELETE', path: '/x', schema: z.undefined() })).resolves.toBeUndefined();
  });

  it('reports a schema mismatch as UpstreamResponseInvalidError with paths, not values', async () => {
    const { service } = fakeService([json({ id: 'secret-value' })]);
    const error = await upstreamRequest(service, { path: '/x', schema: Item }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamResponseInvalidError);
    expect(error).toMatchObject({ status: 200, textKey: 'errors.internal_server_error' });
    const { detail, message } = error as UpstreamResponseInvalidError;
    expect(detail).toMatch(/^id: /);
    expect(`${detail} ${message}`).not.toContain('secret-value');
  });

  it('reports a non-JSON body as invalid and keeps at most 200 characters of it', async () => {
    const body = `<html>${'x'.repeat(1000)}</html>`;
    const { service } = fakeService([answer(200, body)]);
    const error = (await upstreamRequest(service, { path: '/x', schema: Item }).catch((e: unknown) => e)) as UpstreamError;
    expect(error).toBeInstanceOf(UpstreamResponseInvalidError);
    expect(error.detail).toHaveLength(200);
    expect(error.message).not.toContain('<html>');
  });

  it('keeps the query string out of error messages', async () => {
    const { service } = fakeService([answer(500, 'e'.repeat(500))]);
    const error = (await upstreamRequest(service, { path: '/search', query: { q: 'anna@example.se' }, schema: Item }).catch(
      (e: unknown) => e,
    )) as UpstreamError;
    expect(error.message).toBe('test GET /v2/search answered 500');
    expect(error.detail).toHaveLength(200);
  });
});

describe('bindFetch', () => {
  it('calls a binding as a method, so workerd sees the right `this`', async () => {
    const binding = {
      seen: undefined as unknown,
      async fetch(this: { seen: unknown }, request: Request) {
        this.seen = this;
        return Response.json({ id: 7, url: request.url });
      },
    };
    const service: UpstreamService = { name: 'bound', baseUrl: 'https://cart.internal', fetch: bindFetch(binding) };
    await expect(upstreamRequest(service, { path: '/x', schema: Item })).resolves.toEqual({ id: 7 });
    expect(binding.seen).toBe(binding);
  });
});
