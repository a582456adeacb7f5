import { queryKey } from './cache-keys';
import type { ContentProvider } from './content-provider';
import { newMapContext, num, readEntries, str } from './raw-entry';

/** One entry of the services menu (content type ourServicesMenu); parentSlug nests it. */
export interface ServicesMenuEntry {
  title: string;
  slug: string;
  parentSlug?: string;
  icon?: string;
  sortOrder: number;
}

/** The maximum the delivery API gives in one answer; a menu is far smaller. */
const MENU_LIMIT = 100;

/** Every services menu entry, siblings in their sortOrder (spec point 7: entries by type). */
export function getServicesMenu(provider: ContentProvider): Promise<ServicesMenuEntry[]> {
  return provider.lookup(queryKey('services-menu'), async (client) => {
    const answer = await client.getEntries({ content_type: 'ourServicesMenu', order: 'fields.sortOrder', limit: MENU_LIMIT });
    return readEntries(answer.items, newMapContext()).flatMap((entry): ServicesMenuEntry[] => {
      const title = str(entry.fields, 'title');
      const slug = str(entry.fields, 'slug');
      if (!title || !slug) return [];
      const parentSlug = str(entry.fields, 'parentSlug');
      const icon = str(entry.fields, 'icon');
      return [{ title, slug, sortOrder: num(entry.fields, 'sortOrder') ?? 0, ...(parentSlug ? { parentSlug } : {}), ...(icon ? { icon } : {}) }];
    });
  });
}
