import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_MAX, type RecentlyViewedProduct } from './recently-viewed-list';

const product = (n: number): RecentlyViewedProduct => ({ slug: `skruv-${n}`, name: `Skruv ${n}`, articleNumber: `100${n}`, image: `/images/100${n}.svg` });

describe('addRecentlyViewed', () => {
  it('puts the product first', () => {
    expect(addRecentlyViewed([product(1), product(2)], product(3)).map((p) => p.slug)).toEqual(['skruv-3', 'skruv-1', 'skruv-2']);
  });

  it('moves a product seen before to the front instead of listing it twice', () => {
    expect(addRecentlyViewed([product(1), product(2), product(3)], product(2)).map((p) => p.slug)).toEqual(['skruv-2', 'skruv-1', 'skruv-3']);
  });

  it('keeps the newest ten', () => {
    let list: RecentlyViewedProduct[] = [];
    for (let n = 1; n <= 12; n++) list = addRecentlyViewed(list, product(n));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]?.slug).toBe('skruv-12');
    expect(list.at(-1)?.slug).toBe('skruv-3');
  });

  it('takes the latest name and image of a product seen again', () => {
    const renamed = { ...product(1), name: 'Skruv 1 (ny)' };
    expect(addRecentlyViewed([product(1)], renamed)).toEqual([renamed]);
  });
});

describe('parseRecentlyViewed', () => {
  it('reads back what was stored', () => {
    const list = [product(1), product(2)];
    expect(parseRecentlyViewed(JSON.stringify(list))).toEqual(list);
  });

  it.each([null, '', 'not json', '{"slug":"x"}', '42', 'null'])('gives an empty list for %j', (raw) => {
    expect(parseRecentlyViewed(raw)).toEqual([]);
  });

  it('drops entries it cannot use and keeps the rest', () => {
    const raw = JSON.stringify([product(1), { slug: 'x' }, null, { ...product(2), slug: '../../logga-ut' }, product(3)]);
    expect(parseRecentlyViewed(raw).map((p) => p.slug)).toEqual(['skruv-1', 'skruv-3']);
  });

  it('keeps no image that leaves our origin', () => {
    const raw = JSON.stringify([{ ...product(1), image: 'https://evil.example/x.svg' }, { ...product(2), image: '//evil.example/x.svg' }, { ...product(3), image: 'javascript:alert(1)' }]);
    expect(parseRecentlyViewed(raw).map((p) => p.image)).toEqual(['', '', '']);
  });

  it('removes duplicates and cuts an over-long list', () => {
    const raw = JSON.stringify([product(1), product(1), ...Array.from({ length: 20 }, (_, n) => product(n + 2))]);
    const list = parseRecentlyViewed(raw);
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(new Set(list.map((p) => p.slug)).size).toBe(RECENTLY_VIEWED_MAX);
  });
});
