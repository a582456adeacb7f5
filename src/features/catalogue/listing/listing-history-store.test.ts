import { beforeEach, describe, expect, it } from 'vitest';
import { LISTING_HISTORY_KEY, rememberListing, takeScrollToRestore } from './listing-history-store';

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

const LISTING = '/kategorier/el/belysning?filter=brand%3AABB&sida=2';
const PRODUCT = '/produkt/led-lampa-5406732';

describe('listing history', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    rememberListing(storage, { listing: LISTING, product: PRODUCT, scrollY: 1840 });
  });

  it('restores the position when coming back from the product of the same listing', () => {
    expect(takeScrollToRestore(storage, { listing: LISTING, traversed: true, from: PRODUCT })).toBe(1840);
    expect(storage.values.has(LISTING_HISTORY_KEY)).toBe(false);
  });

  it('restores when the browser cannot say where the buyer came from', () => {
    expect(takeScrollToRestore(storage, { listing: LISTING, traversed: true, from: undefined })).toBe(1840);
  });

  it.each([
    ['a link to the same listing', { listing: LISTING, traversed: false, from: PRODUCT }],
    ['another listing', { listing: '/kategorier/el', traversed: true, from: PRODUCT }],
    ['the same listing with other filters', { listing: `${LISTING}&filter=tag%3Anyhet`, traversed: true, from: PRODUCT }],
    ['a different page than the product', { listing: LISTING, traversed: true, from: '/kampanjer' }],
  ])('clears and does not restore after %s', (_, arrival) => {
    expect(takeScrollToRestore(storage, arrival)).toBeUndefined();
    expect(storage.values.has(LISTING_HISTORY_KEY)).toBe(false);
  });

  it('is used once', () => {
    takeScrollToRestore(storage, { listing: LISTING, traversed: true, from: PRODUCT });
    expect(takeScrollToRestore(storage, { listing: LISTING, traversed: true, from: PRODUCT })).toBeUndefined();
  });

  it('ignores broken or foreign values', () => {
    storage.setItem(LISTING_HISTORY_KEY, '{"listing":1}');
    expect(takeScrollToRestore(storage, { listing: LISTING, traversed: true, from: undefined })).toBeUndefined();
    storage.setItem(LISTING_HISTORY_KEY, 'not json');
    expect(takeScrollToRestore(storage, { listing: LISTING, traversed: true, from: undefined })).toBeUndefined();
  });

  it('survives a storage that refuses to write', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => rememberListing(full, { listing: LISTING, product: PRODUCT, scrollY: 1 })).not.toThrow();
  });
});
