import { cachedContent, type ContentCache } from './content-cache';
import { createContentClient, type ContentClient, type EntryCollection } from './content-client';
import type { ContentConfig } from './content-config';
import { ContentNotFoundError } from './content-errors';
import type { UnresolvedLink } from './content-model';
import { newMapContext, readEntry, type MapContext, type RawEntry } from './raw-entry';

/**
 * One brand's content for one request: the configuration, the cache scope and a client that is
 * only created (and the SDK only loaded) when a lookup misses the cache.
 */
export interface ContentProvider {
  readonly config: ContentConfig;
  readonly cache: ContentCache;
  /** A cached lookup: `load` gets the client only when KV has nothing fresh. */
  lookup<T>(query: string, load: (client: ContentClient) => Promise<T>): Promise<T>;
  /** The client itself, for the few uncached calls (free-text page search). */
  client(): Promise<ContentClient>;
  /** Called when freshly fetched content links to what could not be resolved (spec point 8). */
  reportUnresolved(where: string, links: readonly UnresolvedLink[]): void;
  /** A failure the page survives (it renders without the part) but someone must hear of. */
  reportProblem(error: Error): void;
}

export interface ProviderOptions {
  onUnresolved?: (where: string, links: readonly UnresolvedLink[]) => void;
  onProblem?: (error: Error) => void;
}

export function createContentProvider(config: ContentConfig, cache: ContentCache, options: ProviderOptions = {}): ContentProvider {
  let client: Promise<ContentClient> | undefined;
  const getClient = () => (client ??= createContentClient(config));
  return {
    config,
    cache,
    lookup: (query, load) => cachedContent(cache, query, async () => load(await getClient())),
    client: getClient,
    reportUnresolved: (where, links) => {
      if (links.length > 0) options.onUnresolved?.(where, links);
    },
    reportProblem: (error) => options.onProblem?.(error),
  };
}

/**
 * The single entry a lookup is about (spec point 5): no items, or an item without fields, is
 * 'Content not found'. The returned context already holds the links the system reported as
 * unresolvable; mapping adds those it meets itself.
 */
export function singleEntry(answer: EntryCollection, detail: string): { entry: RawEntry; context: MapContext } {
  const context = newMapContext();
  const entry = readEntry(answer.items[0], context);
  if (!entry || Object.keys(entry.fields).length === 0) throw new ContentNotFoundError(detail);
  context.unresolved.push(...answer.unresolved);
  return { entry, context };
}

/** Unresolved links once each (the system's list and the mapper's overlap). */
export function uniqueLinks(links: readonly UnresolvedLink[]): UnresolvedLink[] {
  const seen = new Map(links.map((link) => [`${link.linkType}:${link.id}`, link]));
  return [...seen.values()];
}
