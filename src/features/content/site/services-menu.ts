import type { ContentLink, ServicesMenuEntry } from '../../../lib/upstream/content';

export interface ServicesMenuItem {
  href: string;
  label: string;
  /** The group a nested entry belongs to ("Tjänster"), shown under its label. */
  hint?: string;
}

/** Content menus are short; a runaway tree stays a menu. */
const MAX_ITEMS = 24;

/**
 * The services menu from content (spec point 7: ourServicesMenu and header entries): the menu's
 * entries in their order, each group followed by its children, then the header's links not
 * already there. A slug is a path of the shop: a child of a listing page lives under it
 * (/tjanster/kreditkonto), any other entry at /{slug}. Entries of an unknown parent, other-site
 * links and duplicates are left out.
 */
export function buildServicesMenu(entries: readonly ServicesMenuEntry[], listingSlugs: readonly string[], headerLinks: readonly ContentLink[] = []): ServicesMenuItem[] {
  const bySort = (a: ServicesMenuEntry, b: ServicesMenuEntry) => a.sortOrder - b.sortOrder || a.title.localeCompare(b.title, 'sv');
  const roots = entries.filter((entry) => !entry.parentSlug).sort(bySort);
  const items: ServicesMenuItem[] = [];
  for (const root of roots) {
    items.push({ href: `/${root.slug}`, label: root.title });
    const children = entries.filter((entry) => entry.parentSlug === root.slug).sort(bySort);
    const underListing = listingSlugs.includes(root.slug);
    for (const child of children) items.push({ href: underListing ? `/${root.slug}/${child.slug}` : `/${child.slug}`, label: child.title, hint: root.title });
  }
  for (const link of headerLinks) if (!link.external && link.url.startsWith('/')) items.push({ href: link.url, label: link.title });
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.href) && Boolean(seen.add(item.href))).slice(0, MAX_ITEMS);
}
