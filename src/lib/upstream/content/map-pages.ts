import { mapBanner, mapHero } from './map-parts';
import { mapRichText } from './map-rich-text';
import { mapSections } from './map-sections';
import type { ContentPage, FrontPage, ListingItem, ListingPage } from './page-model';
import { bool, compact, readEntries, readEntry, readImage, str, strs, type MapContext, type RawEntry } from './raw-entry';
import { CONTENT_PAGE_SECTION_TYPES, FRONT_PAGE_SECTION_TYPES, MAX_CONTENT_PAGE_SECTIONS, MAX_FRONT_PAGE_SECTIONS } from './section-model';

/** Page entries → the page types. Each returns undefined when a required field is missing. */

export function mapFrontPage(entry: RawEntry, context: MapContext): FrontPage {
  const f = entry.fields;
  return {
    id: entry.id,
    name: str(f, 'name') ?? '',
    sections: mapSections(f.sections, context, FRONT_PAGE_SECTION_TYPES, MAX_FRONT_PAGE_SECTIONS),
    unresolved: context.unresolved,
    ...compact({ metaDescription: str(f, 'metaDescription'), hero: mapHero(f.hero, context) }),
  };
}

export function mapContentPage(entry: RawEntry, context: MapContext): ContentPage | undefined {
  const f = entry.fields;
  const title = str(f, 'title');
  const slug = str(f, 'slug');
  if (!title || !slug) return undefined;
  const banner = readEntry(f.banner, context);
  return {
    id: entry.id,
    title,
    slug,
    showSidebar: bool(f, 'showSidebar'),
    displayContacts: bool(f, 'displayContacts'),
    excludeFromSearch: bool(f, 'excludeFromSearch'),
    authenticatedOnly: bool(f, 'authenticatedOnly'),
    categories: strs(f, 'categories'),
    sections: mapSections(f.sections, context, CONTENT_PAGE_SECTION_TYPES, MAX_CONTENT_PAGE_SECTIONS),
    tags: entry.tags,
    unresolved: context.unresolved,
    ...compact({
      preTitle: str(f, 'preTitle'),
      ingress: mapRichText(f.ingress, context),
      metaDescription: str(f, 'metaDescription'),
      canonicalLink: str(f, 'canonicalLink'),
      bodyTextPrimary: mapRichText(f.bodyTextPrimary, context),
      categorySectionTitle: str(f, 'categorySectionTitle'),
      categorySectionIcon: str(f, 'categorySectionIcon'),
      hero: mapHero(f.hero, context),
      thumbnail: readImage(f.thumbnail, context),
      banner: banner ? mapBanner(banner, context) : undefined,
    }),
  };
}

function mapListingItem(entry: RawEntry, context: MapContext): ListingItem | undefined {
  const f = entry.fields;
  const title = str(f, 'title');
  const slug = str(f, 'slug');
  if (!title || !slug) return undefined;
  return {
    id: entry.id,
    slug,
    title,
    tags: entry.tags,
    authenticatedOnly: bool(f, 'authenticatedOnly'),
    ...compact({ preTitle: str(f, 'preTitle'), thumbnail: readImage(f.thumbnail, context), ingress: mapRichText(f.ingress, context) }),
  };
}

export function mapListingPage(entry: RawEntry, context: MapContext): ListingPage | undefined {
  const f = entry.fields;
  const title = str(f, 'title');
  const slug = str(f, 'slug');
  if (!title || !slug) return undefined;
  const pages = readEntries(f.pages, context).flatMap((page) => mapListingItem(page, context) ?? []);
  return {
    id: entry.id,
    slug,
    title,
    overlay: bool(f, 'overlay'),
    tagOrder: strs(f, 'tagOrder'),
    pages,
    total: pages.length,
    unresolved: context.unresolved,
    ...compact({
      heroDesktop: readImage(f.heroDesktop, context),
      heroMobile: readImage(f.heroMobile, context),
      icon: str(f, 'icon'),
      ingress: mapRichText(f.ingress, context),
      metaDescription: str(f, 'metaDescription'),
    }),
  };
}
