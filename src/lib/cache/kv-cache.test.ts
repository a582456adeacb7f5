import { describe, expect, it, vi } from 'vitest';
import { cachedJson, type KvStore } from './kv-cache';

const memoryKv = () => {
  const data = new Map<string, string>();
  const kv: KvStore = {
    get: async (key) => (data.has(key) ? JSON.parse(data.get(key)!) : null),
    put: async (key, value) => void data.set(key, value),
  };
  return { kv, data };
};

describe('cachedJson', () => {
  it('loads once and serves the fresh entry after that', async () => {
    const { kv } = memoryKv();
    const load = vi.fn(async () => ({ menu: 1 }));
    const options = { freshSeconds: 60, staleSeconds: 600, now: () => 1_000 };
    expect(await cachedJson(kv, 'k', load, options)).toEqual({ menu: 1 });
    expect(await cachedJson(kv, 'k', load, options)).toEqual({ menu: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale entry and refreshes it in the background', async () => {
    const { kv } = memoryKv();
    let now = 0;
    let version = 1;
    const load = async () => ({ version: version++ });
    const pending: Promise<unknown>[] = [];
    const options = { freshSeconds: 60, staleSeconds: 600, now: () => now, waitUntil: (p: Promise<unknown>) => void pending.push(p) };
    await cachedJson(kv, 'k', load, options);
    now = 120_000;
    expect(await cachedJson(kv, 'k', load, options)).toEqual({ version: 1 });
    await Promise.all(pending);
    expect(await cachedJson(kv, 'k', load, options)).toEqual({ version: 2 });
  });

  it('reloads an entry older than fresh + stale, and survives a failing KV', async () => {
    const { kv } = memoryKv();
    let now = 0;
    const load = vi.fn(async () => now);
    const options = { freshSeconds: 1, staleSeconds: 1, now: () => now };
    await cachedJson(kv, 'k', load, options);
    now = 5_000;
    expect(await cachedJson(kv, 'k', load, options)).toBe(5_000);
    const broken: KvStore = { get: async () => Promise.reject(new Error('down')), put: async () => Promise.reject(new Error('down')) };
    expect(await cachedJson(broken, 'k', async () => 'loaded', options)).toBe('loaded');
  });

  it('reports each lookup as a fresh hit, a stale hit or a miss', async () => {
    const { kv } = memoryKv();
    let now = 0;
    const outcomes: string[] = [];
    const options = { freshSeconds: 60, staleSeconds: 600, now: () => now, onOutcome: (outcome: string) => void outcomes.push(outcome) };
    await cachedJson(kv, 'k', async () => 1, options);
    await cachedJson(kv, 'k', async () => 1, options);
    now = 120_000;
    await cachedJson(kv, 'k', async () => 1, options);
    expect(outcomes).toEqual(['miss', 'hit', 'stale']);
  });
});
