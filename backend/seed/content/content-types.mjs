// The whole content model, the same in every brand space. It is data (seeded into D1) rather
// than backend code, as in Contentful: the delivery API reads it to type filters and selects.
import { PAGE_MODEL } from './model-pages.mjs';
import { SECTION_MODEL } from './model-sections.mjs';
import { SITE_MODEL } from './model-site.mjs';

export const CONTENT_TYPES = [...SITE_MODEL, ...PAGE_MODEL, ...SECTION_MODEL];
