import { describe, expect, it } from 'vitest';
import { CategoryIndex, type CategoryRow } from '../catalogue/category';
import { buildFacets } from './facets';

const row = (id: string, parent: string | null, name: string, lft: number, rgt: number): CategoryRow => ({
  id, parent_id: parent, level: parent ? 2 : 1, position: 1, name, slug: name.toLowerCase(), path: parent ? `el/${name.toLowerCase()}` : 'el', icon: null, lft, rgt, variant_count: 0,
});
const index = new CategoryIndex([row('K08', null, 'El', 1, 6), row('K0801', 'K08', 'Kabel', 2, 3), row('K0802', 'K08', 'Belysning', 4, 5)]);
const count = (id: number, facet: string, value: string, n: number) => ({ id, facet, value, n });

describe('facets', () => {
  const counts = [
    count(1, 'brand', 'Draka', 10), count(2, 'brand', 'Nexans', 30), count(3, 'tag', 'express-delivery', 7),
    count(4, 'Ledare', '3G2,5', 4), count(5, 'Ledare', '3G1,5', 6), count(6, 'Färg', 'Vit', 3),
    count(7, 'category', 'K0801', 40), count(8, 'category', 'K0802', 0),
  ];

  it('orders facets category, brand, tag, attributes; brands by count, attribute values naturally', () => {
    const facets = buildFacets({ counts, ownCounts: new Map(), selected: new Map(), categoryChoices: index.childrenOf('K08'), index });
    expect(facets.map((f) => [f.name, f.label])).toEqual([['category', 'Kategori'], ['brand', 'Varumärke'], ['tag', 'Filter'], ['Ledare', 'Ledare']]);
    expect(facets[0]?.items).toEqual([{ value: 'K0801', label: 'Kabel', count: 40, selected: false, path: 'el/kabel' }]);
    expect(facets[1]?.items.map((i) => i.value)).toEqual(['Nexans', 'Draka']);
    expect(facets[2]?.items[0]).toMatchObject({ value: 'express-delivery', label: 'Expressleverans' });
    expect(facets[3]?.items.map((i) => i.value)).toEqual(['3G1,5', '3G2,5']);
  });

  it('a selected facet shows its own counts (without its selection) and marks what is selected', () => {
    const filtered = [count(1, 'brand', 'Draka', 10), count(5, 'Ledare', '3G1,5', 2)];
    const own = new Map([['brand', [count(1, 'brand', 'Draka', 10), count(2, 'brand', 'Nexans', 30)]]]);
    const facets = buildFacets({ counts: filtered, ownCounts: own, selected: new Map([['brand', new Set(['Draka'])]]), categoryChoices: [], index });
    expect(facets.find((f) => f.name === 'brand')?.items).toEqual([
      { value: 'Nexans', label: 'Nexans', count: 30, selected: false },
      { value: 'Draka', label: 'Draka', count: 10, selected: true },
    ]);
    // An attribute with a single value offers no choice and is left out.
    expect(facets.find((f) => f.name === 'Ledare')).toBeUndefined();
  });
});
