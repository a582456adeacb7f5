import { describe, expect, it } from 'vitest';
import { edgeCacheKey, type EdgeCacheKeyParts } from './cache-key';

const parts: EdgeCacheKeyParts = {
  origin: 'https://www.ljusgrossen.se',
  brand: 'ljus',
  assortment: 'default',
  locale: 'sv',
  mode: 'NORMAL',
  build: 'mj1',
  catalogueVersion: '0',
  contentGeneration: '0',
  path: '/search',
  search: 'q=kabel&sida=2',
};

describe('edgeCacheKey', () => {
  it('names brand, assortment, locale, mode, build and both versions before the path', () => {
    expect(edgeCacheKey(parts)).toBe('https://www.ljusgrossen.se/__edge-cache/v1/ljus/default/sv/NORMAL/bmj1.c0.k0/search?q=kabel&sida=2');
  });

  it('sorts the query by name, keeping repeated names in their order', () => {
    expect(edgeCacheKey({ ...parts, search: 'sida=2&q=kabel' })).toBe(edgeCacheKey(parts));
    expect(edgeCacheKey({ ...parts, search: 'f=b&q=x&f=a' })).toContain('?f=b&f=a&q=x');
  });

  it.each<Partial<EdgeCacheKeyParts>>([
    { brand: 'virke' },
    { origin: 'https://www.virkesbolaget.se' },
    { locale: 'en' },
    { mode: 'APP' },
    { assortment: 'A-100' },
    { build: 'mj2' },
    { catalogueVersion: 'm1abc' },
    { contentGeneration: 'm1abc' },
    { path: '/search/' },
    { search: 'q=kabel&sida=3' },
    { search: 'q=kabel' },
  ])('differs when %o differs', (change) => {
    expect(edgeCacheKey({ ...parts, ...change })).not.toBe(edgeCacheKey(parts));
  });

  it('keeps a segment with a slash inside from reading as two', () => {
    expect(edgeCacheKey({ ...parts, locale: 'sv/x' })).toContain('/sv%2Fx/');
  });
});
