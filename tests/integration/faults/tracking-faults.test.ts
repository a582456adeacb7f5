import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Fault } from '../../support/fault-proxy';
import { startErrorCollector, type ErrorCollector } from '../../support/error-collector';
import { startFaultyShop, timedRequest } from '../../support/faulty-shop';

// Spec point 8: "tracking failures are reported to an error-reporting service with no user
// message". A shop whose search service sits behind the fault proxy, and whose error reports
// (SENTRY_DSN) go to a small local collector: with the service down or stalled, the browser still
// gets its 204 at once, and the failure arrives as a report.

let collector: ErrorCollector;
let shop: Awaited<ReturnType<typeof startFaultyShop>>;

const newTrackingId = () => randomBytes(16).toString('base64url').slice(0, 21);
const batch = (trackingId: string) => JSON.stringify({ trackingId, events: [{ type: 'addtocart', entity: { type: 'variant', id: '1000001' }, quantity: 2 }] });
const post = (body: string) => timedRequest(shop.origin, '/api/events', { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost' }, body });
const reportedSince = (before: number) => collector.reports.slice(before).filter((report) => report.includes('Tracking events not stored'));
const storedInBackend = async (trackingId: string) =>
  ((await (await fetch(`${inject('backendOrigin')}/dev/tracking-events?trackingId=${trackingId}`)).json()) as { data: unknown[] }).data;

beforeAll(async () => {
  collector = await startErrorCollector();
  shop = await startFaultyShop(inject('backendOrigin'), { SENTRY_DSN: collector.dsn });
}, 180_000);

afterEach(() => shop?.proxy.heal());

afterAll(async () => {
  await shop?.stop();
  await collector?.stop();
});

describe('tracking with the search service in trouble', () => {
  it('healthy: the batch reaches the search service', async () => {
    const trackingId = newTrackingId();
    expect((await post(batch(trackingId))).status).toBe(204);
    await expect.poll(() => storedInBackend(trackingId), { timeout: 20_000, interval: 200 }).toHaveLength(1);
  });

  it.each<Fault>(['503', 'drop', 'stall'])('%s: the browser gets its 204 at once, the failure goes to error reporting', async (fault) => {
    shop.proxy.fail('search', fault);
    const before = collector.reports.length;
    const trackingId = newTrackingId();
    const res = await post(batch(trackingId));
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    // The answer never waits for the service (a stall would hold it for the 5 s budget).
    expect(res.totalMs).toBeLessThan(4_000);
    await expect.poll(() => reportedSince(before).length, { timeout: 30_000, interval: 200 }).toBeGreaterThan(0);
    // The report names the failure and where it happened, not the visitor's tracking id.
    expect(reportedSince(before).join('\n')).toContain('/api/events');
    expect(collector.reports.slice(before).join('\n')).not.toContain(trackingId);
    expect(await storedInBackend(trackingId)).toEqual([]);
  });
});
