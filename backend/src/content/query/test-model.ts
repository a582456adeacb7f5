import type { ContentTypeDef, FieldDef } from '../model/content-type';
import type { QueryModel } from './parse-entry-query';

// A small content model for the query tests: one of each field kind the parser treats apart.
const field = (id: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  id, name: id, type, localized: false, required: false, disabled: false, omitted: false, validations: [], ...extra,
});

export const PAGE_TYPE: ContentTypeDef = {
  id: 'page',
  name: 'Page',
  description: '',
  displayField: 'title',
  fields: [
    field('title', 'Symbol'),
    field('slug', 'Symbol'),
    field('body', 'RichText'),
    field('rank', 'Integer'),
    field('hidden', 'Boolean'),
    field('published', 'Date'),
    field('categories', 'Array', { items: { type: 'Symbol', validations: [] } }),
    field('hero', 'Link', { linkType: 'Entry' }),
    field('sections', 'Array', { items: { type: 'Link', linkType: 'Entry', validations: [] } }),
    field('location', 'Location'),
  ],
};

export const TEST_MODEL: QueryModel = { resource: 'entries', contentType: (id) => (id === 'page' ? PAGE_TYPE : undefined) };
