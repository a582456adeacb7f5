import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE_VERSION_KEY } from '../../cache/catalogue-version';
import type { KvStore } from '../../cache/kv-cache';
import { memoryKv } from '../../cache/test-memory-kv';
import { answer, fakeService, json } from '../test-upstream-service';
import { cachedVariantPage, variantPageKey } from './cached-variant-page';

vi.mock('server-only', () => ({}));

// The product page's variant in KV: kept per catalogue version, assortment and slug; an unknown
// slug never kept; an entry that no longer parses counts as missing.

const variant = (name: string) => ({
  articleNumber: '9485130',
  name,
  discontinued: false,
  variantSlug: 'rk-ledning-9485130',
  filterTags: [],
  stockedAt: [],
  purchaseConstraints: [],
  webSalesUnit: { unit: 'RLE', conversionFactor: 1, conversionUnit: 'RLE' },
  unit: 'RLE',
  product: { id: 'P-1', name: 'RK-ledning', breadcrumb: { parents: [] }, categoryPaths: [], variants: [] },
  brands: [],
  images: [],
  attributes: [],
  warnings: [],
  relations: [],
});

const ask = (service: Parameters<typeof cachedVariantPage>[0], kv: KvStore, assortment?: string, slug = 'rk-ledning-9485130') => cachedVariantPage(service, { slug, assortment, kv, cache: {} });

describe('cachedVariantPage', () => {
  it('asks the product service once, then answers from KV', async () => {
    const kv = memoryKv();
    const { service, calls } = fakeService([json({ variant: variant('RK-ledning') }), json({ variant: variant('Ändrad') })]);
    expect((await ask(service, kv))?.name).toBe('RK-ledning');
    expect((await ask(service, kv))?.name).toBe('RK-ledning');
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? '').pathname).toMatch(/\/variants\/by-slug\/rk-ledning-9485130$/);
    expect(kv.data.has(variantPageKey('0', 'default', 'rk-ledning-9485130'))).toBe(true);
  });

  it('keeps each assortment apart, and asks anew after the catalogue webhook wrote a new version', async () => {
    const kv = memoryKv();
    const { service, calls } = fakeService([json({ variant: variant('Alla') }), json({ variant: variant('Sortiment B') }), json({ variant: variant('Ny katalog') })]);
    expect((await ask(service, kv))?.name).toBe('Alla');
    expect((await ask(service, kv, 'B'))?.name).toBe('Sortiment B');
    await kv.put(CATALOGUE_VERSION_KEY, JSON.stringify('v2'));
    expect((await ask(service, kv))?.name).toBe('Ny katalog');
    expect(calls.map((call) => new URL(call.url).searchParams.get('assortment'))).toEqual([null, 'B', null]);
  });

  it('never keeps an unknown slug: a product that appears later is found at once', async () => {
    const kv = memoryKv();
    const { service, calls } = fakeService([answer(404), json({ variant: variant('Ny produkt') })]);
    expect(await ask(service, kv)).toBeNull();
    expect(kv.data.size).toBe(0);
    expect((await ask(service, kv))?.name).toBe('Ny produkt');
    expect(calls).toHaveLength(2);
  });

  it('asks upstream when the kept entry no longer parses (an older build wrote another shape)', async () => {
    const kv = memoryKv();
    await kv.put(variantPageKey('0', 'default', 'rk-ledning-9485130'), JSON.stringify({ value: { articleNumber: 1 }, storedAt: Date.now() }));
    const { service, calls } = fakeService([json({ variant: variant('Ny form') })]);
    expect((await ask(service, kv))?.name).toBe('Ny form');
    expect(calls).toHaveLength(1);
  });

  it('asks upstream every time for a slug too long to be a KV key', async () => {
    const kv = memoryKv();
    const { service, calls } = fakeService([json({ variant: variant('Lång') })]);
    await ask(service, kv, undefined, 'a'.repeat(600));
    await ask(service, kv, undefined, 'a'.repeat(600));
    expect(calls).toHaveLength(2);
    expect(kv.data.size).toBe(0);
  });
});
