import '../sections/content-sections.css';
import type { ContentPage, ListingItem, ListingSummary } from '../../../lib/upstream/content';
import { PageTitle } from '../../../components/page-title';
import { t } from '../../../lib/texts';
import { HeroBanner } from '../components/hero';
import { RichTextView } from '../components/rich-text';
import { BannerCard } from '../sections/banner-card';
import { PageSections } from '../sections/page-sections';
import { safeHref } from '../safe-href';
import { CategoryLinks } from './category-links';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { ContentSidebar } from './content-sidebar';
import { CustomerServiceBox } from './customer-service-box';

interface ContentPageViewProps {
  page: ContentPage;
  listing?: { slug: string; title: string; pages: readonly ListingItem[] } | undefined;
  listings: readonly ListingSummary[];
}

/**
 * A content or landing page: breadcrumbs, hero, ingress, body text and up to fifty sections,
 * with the sidebar, contacts and related categories when the page asks for them.
 */
export function ContentPageView({ page, listing, listings }: ContentPageViewProps) {
  const canonical = safeHref(page.canonicalLink);
  const trail = listing ? [{ title: listing.title, href: `/${listing.slug}` }, { title: page.title }] : [{ title: page.title }];
  const hero = page.hero ?? { title: page.title, overlay: false, titleFontSize: 'medium' as const };
  const main = (
    <>
      <RichTextView text={page.ingress} className="content-ingress" />
      <RichTextView text={page.bodyTextPrimary} className="content-body" />
      {page.banner ? <div className="content-page__banner"><BannerCard banner={page.banner} wide /></div> : null}
      <CategoryLinks slugs={page.categories} title={page.categorySectionTitle ?? t('content.page.categories')} icon={page.categorySectionIcon} />
      {page.displayContacts ? <CustomerServiceBox /> : null}
    </>
  );
  return (
    <article className="content-page" data-content="content-page" data-slug={page.slug}>
      <PageTitle title={page.title} {...(page.metaDescription ? { description: page.metaDescription } : {})} />
      {canonical?.startsWith('http') ? <link rel="canonical" href={canonical} /> : null}
      <ContentBreadcrumbs trail={trail} />
      <HeroBanner hero={hero} preTitle={page.preTitle} priority />
      {page.showSidebar ? (
        <div className="content-page__layout">
          <div className="content-page__main">
            {main}
            <PageSections sections={page.sections} />
          </div>
          <ContentSidebar listing={listing} listings={listings} currentSlug={page.slug} />
        </div>
      ) : (
        <>
          <div className="content-page__main content-page__main--narrow">{main}</div>
          <PageSections sections={page.sections} />
        </>
      )}
    </article>
  );
}
