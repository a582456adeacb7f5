import { describe, expect, it, vi } from 'vitest';
import type { KvStore } from '../../cache/kv-cache';
import { entryKey, generationKey, lastGoodKey, queryKey } from './cache-keys';
import { cachedContent, purgeBrandContent, type ContentCache } from './content-cache';
import { ContentNotFoundError, ContentUnavailableError } from './content-errors';

/** An in-memory KV with the calls recorded. */
function memoryKv(): KvStore & { data: Map<string, string>; puts: string[] } {
  const data = new Map<string, string>();
  const puts: string[] = [];
  return {
    data,
    puts,
    async get(key) {
      const value = data.get(key);
      return value === undefined ? null : JSON.parse(value);
    },
    async put(key, value) {
      puts.push(key);
      data.set(key, value);
    },
  };
}

const scope = (kv: KvStore, extra: Partial<ContentCache> = {}): ContentCache => ({ kv, brand: 'virke', environment: 'master', preview: false, ...extra });

describe('cache keys', () => {
  it('hold brand, environment, generation and query', () => {
    expect(entryKey({ brand: 'ljus', environment: 'master' }, '0', queryKey('content-page', ['om-oss']))).toBe('content:v1:ljus:master:g0:content-page:om-oss');
    expect(lastGoodKey({ brand: 'ror', environment: 'stage' }, queryKey('front-page'))).toBe('content:last:v1:ror:stage:front-page');
    expect(generationKey('virke')).toBe('content:gen:virke');
  });
  it('encode arguments, so a slug cannot add key segments', () => expect(queryKey('content-page', ['a:b/c'])).toBe('content-page:a%3Ab%2Fc'));
  it('refuse keys longer than KV allows', () => expect(() => entryKey({ brand: 'ljus', environment: 'master' }, '0', 'x'.repeat(600))).toThrow(/too long/));
});

describe('cachedContent', () => {
  it('loads once and then serves from KV', async () => {
    const kv = memoryKv();
    const load = vi.fn(async () => ({ title: 'Om oss' }));
    expect(await cachedContent(scope(kv), 'page:om-oss', load)).toEqual({ title: 'Om oss' });
    expect(await cachedContent(scope(kv), 'page:om-oss', load)).toEqual({ title: 'Om oss' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps brands and environments apart', async () => {
    const kv = memoryKv();
    await cachedContent(scope(kv), 'front', async () => 'virke');
    expect(await cachedContent(scope(kv, { brand: 'ljus' }), 'front', async () => 'ljus')).toBe('ljus');
    expect(await cachedContent(scope(kv, { environment: 'stage' }), 'front', async () => 'stage')).toBe('stage');
  });

  it('bypasses KV entirely in preview', async () => {
    const kv = memoryKv();
    const load = vi.fn(async () => 'draft');
    await cachedContent(scope(kv, { preview: true }), 'front', load);
    await cachedContent(scope(kv, { preview: true }), 'front', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(kv.puts).toEqual([]);
  });

  it('reads fresh content after a purge, with one KV write for the purge', async () => {
    const kv = memoryKv();
    await cachedContent(scope(kv), 'front', async () => 'old');
    const before = kv.puts.length;
    await purgeBrandContent(kv, 'virke', 1_800_000_000_000);
    expect(kv.puts.slice(before)).toEqual(['content:gen:virke']);
    expect(await cachedContent(scope(kv), 'front', async () => 'new')).toBe('new');
  });

  it('does not touch other brands on a purge', async () => {
    const kv = memoryKv();
    await cachedContent(scope(kv, { brand: 'ljus' }), 'front', async () => 'ljus old');
    await purgeBrandContent(kv, 'virke');
    expect(await cachedContent(scope(kv, { brand: 'ljus' }), 'front', async () => 'ljus new')).toBe('ljus old');
  });

  it('serves the last good copy when the content system is down, even after a purge', async () => {
    const kv = memoryKv();
    await cachedContent(scope(kv), 'front', async () => 'cached');
    await purgeBrandContent(kv, 'virke');
    const failing = vi.fn(async () => Promise.reject(new ContentUnavailableError('down', 503)));
    expect(await cachedContent(scope(kv), 'front', failing)).toBe('cached');
    // The outage is remembered for a minute: the next lookup does not wait for the client again.
    expect(await cachedContent(scope(kv), 'front', failing)).toBe('cached');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('fails when the content system is down and nothing was ever cached', async () => {
    const kv = memoryKv();
    await expect(cachedContent(scope(kv), 'front', async () => Promise.reject(new ContentUnavailableError('down', 0)))).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('does not cache "not found" and does not take it for an outage', async () => {
    const kv = memoryKv();
    const missing = vi.fn(async () => Promise.reject(new ContentNotFoundError('No content page found for slug: x')));
    await expect(cachedContent(scope(kv), 'page:x', missing)).rejects.toBeInstanceOf(ContentNotFoundError);
    await expect(cachedContent(scope(kv), 'page:x', missing)).rejects.toBeInstanceOf(ContentNotFoundError);
    expect(missing).toHaveBeenCalledTimes(2);
    expect([...kv.data.keys()].some((key) => key.startsWith('content:down'))).toBe(false);
  });

  it('reads the generation once per request', async () => {
    const kv = memoryKv();
    const get = vi.spyOn(kv, 'get');
    const cache = scope(kv);
    await cachedContent(cache, 'a', async () => 1);
    await cachedContent(cache, 'b', async () => 2);
    expect(get.mock.calls.filter(([key]) => key === 'content:gen:virke')).toHaveLength(1);
  });
});
