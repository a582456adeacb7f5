import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpstreamError, UpstreamResponseInvalidError, UpstreamUnauthorizedError } from './upstream-errors';
import { upstreamRequest } from './upstream-request';
import { bindFetch, type UpstreamService } from './upstream-service';
import { answer, fakeService, json, Item, type Handler } from './test-upstream-service';

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
