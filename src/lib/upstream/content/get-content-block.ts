import { queryKey } from './cache-keys';
import { ContentNotFoundError } from './content-errors';
import { singleEntry, uniqueLinks, type ContentProvider } from './content-provider';
import { mapSection } from './map-sections';
import type { ContentBlock, ContentBlockType } from './section-model';

/**
 * One text section entry by its id (spec point 7: info block, text and media, text block "by
 * id"): the blocks a page names by id rather than through a page entry's sections. The content
 * type is part of the query, so an id of another type is 'Content not found', not a wrong block.
 * Include 2 reaches an image and the buttons embedded in the rich text.
 */
export function getContentBlock<T extends ContentBlockType>(provider: ContentProvider, type: T, id: string): Promise<Extract<ContentBlock, { type: T }>> {
  return provider.lookup(queryKey(type, [id]), async (client) => {
    const answer = await client.getEntries({ content_type: type, 'sys.id': id, limit: 1, include: 2 });
    const detail = `No ${type} found for id: ${id}`;
    const { entry, context } = singleEntry(answer, detail);
    const block = mapSection(entry, context);
    if (!block || block.type !== type) throw new ContentNotFoundError(detail);
    provider.reportUnresolved(`${type} ${id}`, uniqueLinks(context.unresolved));
    return block as Extract<ContentBlock, { type: T }>;
  });
}
