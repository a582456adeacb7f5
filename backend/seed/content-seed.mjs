// The content system's demo data: one Contentful-style space per brand (ljus, virke, ror), each
// with the full content model, Swedish pages, a store page per store, retailers and forms.
import { createRandom } from './random.mjs';
import { CONTENT_BRANDS } from './content/brands.mjs';
import { addContentPages, guidePaths, SERVICE_PAGES } from './content/content-pages.mjs';
import { addFrontPage } from './content/front-page.mjs';
import { addForms, addRetailers } from './content/retailers-and-forms.mjs';
import { addBrandRouteContent } from './content/brand-route-content.mjs';
import { addCampaignContent } from './content/campaign-content.mjs';
import { addSiteEntries } from './content/site-entries.mjs';
import { createSpace } from './content/space-builder.mjs';
import { spaceSql } from './content/space-sql.mjs';
import { addStorePages } from './content/store-pages.mjs';

// Its own PRNG per space, like the catalogue's: other seed modules drawing more or fewer random
// numbers must not change the content, nor one brand's content another's.
const CONTENT_SEED = 6_2026;

const CLEAR = [
  'DELETE FROM content_form_submissions;',
  'DELETE FROM content_entries;',
  'DELETE FROM content_assets;',
  'DELETE FROM content_tags;',
  'DELETE FROM content_types;',
  'DELETE FROM content_environments;',
  'DELETE FROM content_spaces;',
];

/** Builds one brand's space in memory: entries, assets and tags in seed order. */
export function buildContentSpace(brand, brandIndex) {
  const random = createRandom(CONTENT_SEED + brandIndex);
  const space = createSpace(brand);
  const storeIds = addStorePages(space, brand, random);
  addSiteEntries(space, brand, { footerStoreIds: storeIds.slice(0, 6), servicePages: SERVICE_PAGES });
  addFrontPage(space, brand, { guidePaths: guidePaths(brand) });
  addContentPages(space, brand);
  addRetailers(space, brand, random);
  addForms(space, brand);
  addBrandRouteContent(space, brand);
  addCampaignContent(space, brand);
  return space;
}

export const buildContentSpaces = () => CONTENT_BRANDS.map(buildContentSpace);

/** Seed module: every brand space as SQL. */
export function contentSeed() {
  return [...CLEAR, ...buildContentSpaces().flatMap(spaceSql)];
}
