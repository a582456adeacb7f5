import { describe, expect, it } from 'vitest';
import { UpstreamAbortedError, UpstreamTimeoutError } from './upstream-errors';
import { upstreamRequest } from './upstream-request';
import { fakeService, hang, Item, ok } from './test-upstream-service';

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
