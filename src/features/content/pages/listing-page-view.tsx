import { Link } from 'waku';
import { PageTitle } from '../../../components/page-title';
import { richTextToPlain, type ListingItem, type ListingPage } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { ContentPicture } from '../components/content-image';
import { HeroBanner } from '../components/hero';
import { RichTextView } from '../components/rich-text';
import { ContentBreadcrumbs } from './content-breadcrumbs';

interface ListingPageViewProps {
  listing: ListingPage & { tagNames: Record<string, string> };
  /** Pages this viewer may see (members-only ones removed for anonymous visitors). */
  pages: readonly ListingItem[];
  /** The tag chosen in the URL (?amne=), when it is one of the listing's. */
  tag: string | undefined;
}

const excerpt = (item: ListingItem) => {
  const text = richTextToPlain(item.ingress);
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
};

/** A listing page: hero, ingress, the topics in the editors' order as filters, and page teasers. */
export function ListingPageView({ listing, pages, tag }: ListingPageViewProps) {
  const shown = tag ? pages.filter((page) => page.tags.includes(tag)) : pages;
  const name = (id: string) => listing.tagNames[id] ?? id;
  return (
    <div className="content-page content-listing" data-content="listing-page" data-slug={listing.slug}>
      <PageTitle title={listing.title} {...(listing.metaDescription ? { description: listing.metaDescription } : {})} />
      <ContentBreadcrumbs trail={[{ title: listing.title }]} />
      <HeroBanner hero={{ title: listing.title, overlay: listing.overlay, titleFontSize: 'medium', icon: listing.icon, heroDesktop: listing.heroDesktop, heroMobile: listing.heroMobile }} priority />
      <RichTextView text={listing.ingress} className="content-ingress" />
      {listing.tagOrder.length > 0 ? (
        <nav className="listing-tags" aria-label={t('content.listing.tags')}>
          <ul>
            <li><Link to={`/${listing.slug}`} className="listing-tags__tag" {...(!tag ? { 'aria-current': 'true' as const } : {})}>{t('content.listing.all')}</Link></li>
            {listing.tagOrder.map((id) => (
              <li key={id}>
                <Link to={`/${listing.slug}?amne=${encodeURIComponent(id)}` as `/${string}`} className="listing-tags__tag" {...(tag === id ? { 'aria-current': 'true' as const } : {})}>{name(id)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="listing-page__count">{shown.length === 1 ? t('content.listing.countOne') : t('content.listing.count', { count: shown.length })}</p>
      {shown.length === 0 ? <p>{t('content.listing.empty')}</p> : null}
      <ul className="teaser-grid">
        {shown.map((page) => (
          <li key={page.id} className="teaser-card">
            {page.thumbnail ? <ContentPicture image={page.thumbnail} className="teaser-card__image" decorative /> : null}
            <div className="teaser-card__body">
              {page.preTitle ? <p className="content-pretitle">{page.preTitle}</p> : null}
              <h2 className="teaser-card__title">
                <Link to={`/${listing.slug}/${page.slug}` as `/${string}`}>{page.title}</Link>
              </h2>
              {excerpt(page) ? <p className="teaser-card__text">{excerpt(page)}</p> : null}
              {page.tags.length > 0 ? (
                <ul className="teaser-card__tags">
                  {page.tags.map((id) => <li key={id}>{name(id)}</li>)}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
