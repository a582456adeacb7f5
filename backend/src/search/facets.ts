import type { CategoryIndex, CategoryRow } from '../catalogue/category';
import type { FacetCount } from './search-repository';

/** Spec point 3's Facet: name, label and items with their selected state. */
export interface FacetItem {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** Category items only: the slug path to open (/kategorier/{path}). */
  path?: string;
}
export interface Facet {
  name: string;
  label: string;
  items: FacetItem[];
}

const LABELS: Record<string, string> = { category: 'Kategori', brand: 'Varumärke', tag: 'Filter' };
const TAG_LABELS: Record<string, string> = { 'express-delivery': 'Expressleverans', nyhet: 'Nyhet' };
const MAX_ATTRIBUTE_FACETS = 12;
const MAX_ITEMS = 50;
const natural = new Intl.Collator('sv', { numeric: true });

export interface FacetInput {
  /** Counts of every facet value over the hits. */
  counts: readonly FacetCount[];
  /** For each selected facet, its values counted without its own selection (multi-select). */
  ownCounts: ReadonlyMap<string, readonly FacetCount[]>;
  selected: ReadonlyMap<string, ReadonlySet<string>>;
  /** The categories one level below the current one that the facet "Kategori" offers. */
  categoryChoices: readonly CategoryRow[];
  index: CategoryIndex;
}

export function buildFacets({ counts, ownCounts, selected, categoryChoices, index }: FacetInput): Facet[] {
  const byFacet = new Map<string, FacetItem[]>();
  // A selected facet's items come from its own counts, every other facet's from the hits.
  const rows = [...counts.filter((row) => !ownCounts.has(row.facet)), ...[...ownCounts].flatMap(([facet, list]) => list.filter((row) => row.facet === facet))];
  for (const row of rows) {
    if (row.facet === 'category') continue;
    const items = byFacet.get(row.facet) ?? [];
    items.push({ value: row.value, label: row.facet === 'tag' ? (TAG_LABELS[row.value] ?? row.value) : row.value, count: row.n, selected: selected.get(row.facet)?.has(row.value) ?? false });
    byFacet.set(row.facet, items);
  }

  const facets: Facet[] = [];
  const categoryItems = categoryFacet(counts, categoryChoices, index);
  if (categoryItems.length > 0) facets.push({ name: 'category', label: LABELS['category'] ?? 'Kategori', items: categoryItems });
  for (const name of ['brand', 'tag']) {
    const items = byFacet.get(name);
    if (items?.length) facets.push({ name, label: LABELS[name] ?? name, items: items.sort((a, b) => b.count - a.count || natural.compare(a.label, b.label)).slice(0, MAX_ITEMS) });
  }
  const total = (items: FacetItem[]) => items.reduce((sum, item) => sum + item.count, 0);
  const attributes = [...byFacet.entries()]
    .filter(([name, items]) => name !== 'brand' && name !== 'tag' && (items.length > 1 || items.some((item) => item.selected)))
    .sort(([a, itemsA], [b, itemsB]) => total(itemsB) - total(itemsA) || natural.compare(a, b))
    .slice(0, MAX_ATTRIBUTE_FACETS);
  for (const [name, items] of attributes) {
    facets.push({ name, label: name, items: items.sort((a, b) => natural.compare(a.value, b.value)).slice(0, MAX_ITEMS) });
  }
  return facets;
}

/** Leaf counts summed into the offered child categories (value: category id, label: name). */
function categoryFacet(counts: readonly FacetCount[], choices: readonly CategoryRow[], index: CategoryIndex): FacetItem[] {
  const leafCounts = counts.flatMap((row) => {
    const leaf = row.facet === 'category' ? index.byId.get(row.value) : undefined;
    return leaf ? [[leaf.lft, row.n] as const] : [];
  });
  return choices
    .map((choice) => ({
      value: choice.id,
      label: choice.name,
      path: choice.path,
      count: leafCounts.reduce((sum, [lft, count]) => (lft >= choice.lft && lft <= choice.rgt ? sum + count : sum), 0),
      selected: false,
    }))
    .filter((item) => item.count > 0);
}
