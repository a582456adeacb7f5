import type { ListingItem, ListingSummary } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { ContentLink } from '../components/content-link';

interface ContentSidebarProps {
  /** The listing the page belongs to, with its pages (members-only ones already removed). */
  listing?: { slug: string; title: string; pages: readonly ListingItem[] } | undefined;
  /** Otherwise: every listing page, as "more from us". */
  listings: readonly ListingSummary[];
  currentSlug: string;
}

/** The page's neighbourhood: the other pages of its listing, or the listing pages themselves. */
export function ContentSidebar({ listing, listings, currentSlug }: ContentSidebarProps) {
  const links = listing
    ? listing.pages.map((page) => ({ key: page.id, href: `/${listing.slug}/${page.slug}`, title: page.title, current: page.slug === currentSlug }))
    : listings.map((item) => ({ key: item.id, href: `/${item.slug}`, title: item.title, current: false }));
  if (links.length === 0) return null;
  const title = listing ? t('content.page.sidebar', { listing: listing.title }) : t('content.page.moreFromUs');
  return (
    <nav className="content-sidebar" aria-label={title}>
      <h2 className="content-sidebar__title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            {link.current ? <span aria-current="page">{link.title}</span> : <ContentLink href={link.href}>{link.title}</ContentLink>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
