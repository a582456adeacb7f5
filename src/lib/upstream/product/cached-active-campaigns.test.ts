import { describe, expect, it, vi } from 'vitest';
import { memoryKv } from '../../cache/test-memory-kv';
import { generationKey } from '../content/cache-keys';
import { fakeService, json } from '../test-upstream-service';
import { cachedActiveCampaigns, campaignListKey } from './cached-active-campaigns';

vi.mock('server-only', () => ({}));

// The public campaign list in KV: stored with its written-at time, served from KV while fresh,
// fetched anew once the content webhook has written a new generation for the brand.

const campaign = (name: string) => ({ id: 'CMP-1', name, slug: 'elkampanj', description: 'Kabel', isAssortment: false, startsOn: '2026-01-01', endsOn: '2030-12-31', productCount: 3 });

describe('cachedActiveCampaigns', () => {
  it('keeps the list with its written-at time and serves it from KV while fresh', async () => {
    const kv = memoryKv();
    const { service, calls } = fakeService([json({ data: [campaign('Elkampanj')] }), json({ data: [campaign('Ändrad')] })]);
    const before = Date.now();
    expect((await cachedActiveCampaigns(service, { brand: 'ljus', kv, cache: {} })).map((c) => c.name)).toEqual(['Elkampanj']);
    expect((await cachedActiveCampaigns(service, { brand: 'ljus', kv, cache: {} })).map((c) => c.name)).toEqual(['Elkampanj']);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? '').pathname).toMatch(/\/campaigns\/active-campaigns$/);
    const stored = JSON.parse(kv.data.get(campaignListKey('ljus', '0')) ?? '{}') as { storedAt: number; value: unknown[] };
    expect(stored.storedAt).toBeGreaterThanOrEqual(before);
    expect(stored.value).toHaveLength(1);
  });

  it('fetches anew after the webhook wrote a new generation, per brand', async () => {
    const kv = memoryKv();
    const { service, calls } = fakeService([json({ data: [campaign('Elkampanj')] }), json({ data: [campaign('Ändrad')] })]);
    await cachedActiveCampaigns(service, { brand: 'ljus', kv, cache: {} });
    await kv.put(generationKey('ljus'), JSON.stringify('abc'));
    expect((await cachedActiveCampaigns(service, { brand: 'ljus', kv, cache: {} })).map((c) => c.name)).toEqual(['Ändrad']);
    expect(calls).toHaveLength(2);
    expect(kv.data.has(campaignListKey('ljus', 'abc'))).toBe(true);
  });
});
