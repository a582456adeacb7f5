import { describe, expect, it } from 'vitest';
import { createPreloadQueue, MAX_PARALLEL_PRELOADS } from './preload-queue';
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS } from './reload-guard';
import { createRequestThrottle, requestsPerSecond, type ThrottleClock } from './request-throttle';
import { scrollPlan } from './scroll-plan';
import { isPreloadablePath } from './preloadable';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

describe('reload guard', () => {
  it('reloads a target once within 10000 ms, then refuses, then allows again after the TTL', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
    expect(claimReload(storage, '/produkt/a', 1_000)).toBe(true);
    expect(claimReload(storage, '/produkt/a', 1_000 + 9_999)).toBe(false);
    expect(claimReload(storage, '/produkt/a', 1_000 + 10_000)).toBe(true);
  });

  it('another target is not held back by the last one', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/a', 0)).toBe(true);
    expect(claimReload(storage, '/b', 10)).toBe(true);
  });

  it('storage that throws or holds junk never makes a loop', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(claimReload(broken, '/a', 0)).toBe(false);
    const junk = memoryStorage();
    junk.setItem(RELOAD_GUARD_KEY, '{not json');
    expect(claimReload(junk, '/a', 0)).toBe(true);
  });

  it('knows the chunk-loading errors of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('preload queue', () => {
  it('runs at most 5 at once, the rest in order as places free up, each key once', async () => {
    const resolvers = new Map<string, () => void>();
    const started: string[] = [];
    const queue = createPreloadQueue((key) => {
      started.push(key);
      return new Promise<void>((resolve) => resolvers.set(key, resolve));
    });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a', 'b']) queue.enqueue(key);
    expect(MAX_PARALLEL_PRELOADS).toBe(5);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.waiting).toBe(2);
    resolvers.get('c')!();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(queue.running).toBe(5);
  });

  it('a failing preload frees its place', async () => {
    const started: string[] = [];
    const queue = createPreloadQueue(async (key) => {
      started.push(key);
      if (key === 'bad') throw new Error('offline');
      return new Promise(() => undefined);
    }, 1);
    queue.enqueue('bad');
    queue.enqueue('next');
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(started).toEqual(['bad', 'next']);
  });
});

describe('request throttle', () => {
  it('keeps the configured rate inside 1–30 requests per second', () => {
    expect([requestsPerSecond('0'), requestsPerSecond(100), requestsPerSecond('12'), requestsPerSecond('x'), requestsPerSecond(undefined)]).toEqual([1, 30, 12, 10, 10]);
  });

  it('lets the rate through at once and makes the next wait for the window', async () => {
    let now = 0;
    const waits: number[] = [];
    const clock: ThrottleClock = { now: () => now, wait: async (ms) => void waits.push(ms) };
    const throttle = createRequestThrottle(3, clock);
    for (let i = 0; i < 3; i++) await throttle.acquire();
    expect(waits).toEqual([]);
    expect(throttle.delayNow()).toBe(1000);
    await throttle.acquire();
    await throttle.acquire();
    expect(waits).toEqual([1000, 1000]);
    now = 400;
    await throttle.acquire();
    expect(waits).toEqual([1000, 1000, 600]);
    now = 5000;
    expect(throttle.delayNow()).toBe(0);
  });
});

describe('scrollPlan', () => {
  it('top on a new path, the hash target when there is one, nothing for the same place or reduced motion', () => {
    expect(scrollPlan({ path: '/a', hash: '' }, { path: '/b', hash: '' }, false)).toEqual({ to: 'top' });
    expect(scrollPlan({ path: '/a', hash: '' }, { path: '/b', hash: '#form-kontakt' }, false)).toEqual({ to: 'hash', id: 'form-kontakt' });
    expect(scrollPlan({ path: '/a', hash: '' }, { path: '/a', hash: '#x' }, false)).toEqual({ to: 'hash', id: 'x' });
    expect(scrollPlan({ path: '/a', hash: '' }, { path: '/a', hash: '' }, false)).toBeNull();
    expect(scrollPlan({ path: '/a', hash: '' }, { path: '/b', hash: '' }, true)).toBeNull();
  });
});

describe('isPreloadablePath', () => {
  it('public pages only: no guarded, admin, brand or search route, nothing unknown', () => {
    expect(['/kampanjer', '/produkt/kabel-3g15', '/kategorier/el/kabel', '/om-oss'].map(isPreloadablePath)).toEqual([true, true, true, true]);
    expect(['/cart', '/anvandare', '/admin', '/el-kalkyl', '/search', '/a/b/c/d', '/%E0%A4%A'].map(isPreloadablePath)).toEqual([false, false, false, false, false, false, false]);
  });
});
