import 'server-only';

/**
 * The content provider (spec points 3, 7, 8): the only module that talks to the content system.
 * Pages and features import from here; nothing outside this folder imports `contentful`.
 */
export { readContentConfig, STAGE_ENVIRONMENT, type ContentConfig, type ContentVariables } from './content-config';
export { ContentConfigError, ContentNotFoundError, ContentTagsError, ContentUnavailableError } from './content-errors';
export { createContentProvider, type ContentProvider } from './content-provider';
export { purgeBrandContent, type ContentCache } from './content-cache';
export { getFrontPage } from './get-front-page';
export { getContentPage } from './get-content-page';
export { getListingPage } from './get-listing-page';
export { getListingSummaries, type ListingSummary } from './get-listing-summaries';
export { getStorePage } from './get-store-page';
export { getAllStoreDetails } from './get-all-store-details';
export { getRetailers } from './get-retailers';
export { getSiteContent } from './get-site-content';
export { getDynamicForm } from './get-dynamic-form';
export { getHeroBySlug } from './get-hero-by-slug';
export { getInfoBlock } from './get-info-block';
export { getTextAndMedia } from './get-text-and-media';
export { getTextBlock } from './get-text-block';
export { getMembersOnlySlugs } from './get-members-only-slugs';
export { getServicesMenu, type ServicesMenuEntry } from './get-services-menu';
export { searchPages, PAGE_SEARCH_LIMIT } from './search-pages';
export { createFormSubmission } from './create-form-submission';
export type * from './content-model';
export type * from './page-model';
export type * from './section-model';
export type * from './site-model';
export type * from './store-model';
export type * from './rich-text-model';
export { richTextToPlain } from './rich-text-model';
export { WEEKDAYS } from './store-model';
export { CONTENT_PAGE_SECTION_TYPES, FRONT_PAGE_SECTION_TYPES } from './section-model';
