import { collectLinks, type LinkRef } from './collect-links';

export interface LinkedRow {
  id: string;
  fields: unknown;
}

/** Loads visible (published, or any with preview) entries and assets by id; missing ids are left out. */
export interface LinkLoader<E extends LinkedRow, A extends LinkedRow> {
  loadEntries(ids: string[]): Promise<E[]>;
  loadAssets(ids: string[]): Promise<A[]>;
}

export interface Includes<E, A> {
  entries: E[];
  assets: A[];
  /** Links that point at nothing visible, each once, level by level (entries before assets). */
  unresolved: LinkRef[];
}

/**
 * The CDA's `include`: follows links from the items `depth` levels deep (0–10), one batch of
 * lookups per level. Items and entities already included are never included again, and a link
 * that cannot be resolved is reported once instead of failing the answer.
 */
export async function resolveIncludes<E extends LinkedRow, A extends LinkedRow>(items: readonly LinkedRow[], depth: number, loader: LinkLoader<E, A>): Promise<Includes<E, A>> {
  const seen = { Entry: new Set(items.map((item) => item.id)), Asset: new Set<string>() };
  const result: Includes<E, A> = { entries: [], assets: [], unresolved: [] };
  let frontier: readonly LinkedRow[] = items;
  for (let level = 0; level < depth && frontier.length > 0; level++) {
    const wanted = { Entry: [] as string[], Asset: [] as string[] };
    for (const link of collectLinks(frontier.map((row) => row.fields))) {
      if (seen[link.linkType].has(link.id)) continue;
      seen[link.linkType].add(link.id);
      wanted[link.linkType].push(link.id);
    }
    if (wanted.Entry.length === 0 && wanted.Asset.length === 0) break;
    const [entries, assets] = await Promise.all([
      wanted.Entry.length ? loader.loadEntries(wanted.Entry) : Promise.resolve([]),
      wanted.Asset.length ? loader.loadAssets(wanted.Asset) : Promise.resolve([]),
    ]);
    const found = { Entry: new Set(entries.map((row) => row.id)), Asset: new Set(assets.map((row) => row.id)) };
    for (const linkType of ['Entry', 'Asset'] as const) {
      for (const id of wanted[linkType]) if (!found[linkType].has(id)) result.unresolved.push({ linkType, id });
    }
    result.entries.push(...entries);
    result.assets.push(...assets);
    // Assets hold no links, so only the newly included entries lead further.
    frontier = entries;
  }
  return result;
}
