import { queryKey } from './cache-keys';
import { ContentNotFoundError } from './content-errors';
import type { Hero } from './content-model';
import { singleEntry, type ContentProvider } from './content-provider';
import { mapHero } from './map-parts';

/**
 * The hero whose slug names a page (spec point 7: "hero by slug", limit 1). Heroes are their own
 * entries, so an editor can put one on top of a page the shop itself builds (a campaign page) by
 * giving it that page's slug; include 1 reaches its two images.
 */
export function getHeroBySlug(provider: ContentProvider, slug: string): Promise<Hero> {
  return provider.lookup(queryKey('hero', [slug]), async (client) => {
    const answer = await client.getEntries({ content_type: 'hero', 'fields.slug': slug, limit: 1, include: 1 });
    const detail = `No hero found for slug: ${slug}`;
    const { context } = singleEntry(answer, detail);
    // mapHero reads a linked value; the answer's item is that value (singleEntry checked it).
    const hero = mapHero(answer.items[0], context);
    if (!hero) throw new ContentNotFoundError(detail);
    provider.reportUnresolved(`hero ${slug}`, context.unresolved);
    return hero;
  });
}
