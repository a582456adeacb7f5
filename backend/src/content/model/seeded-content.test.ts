import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM seed modules (run in Node, outside the workers)
import { buildContentSpaces } from '../../../seed/content-seed.mjs';
// @ts-expect-error plain ESM seed modules
import { CONTENT_TYPES } from '../../../seed/content/content-types.mjs';
// @ts-expect-error plain ESM seed modules
import { STORE_IDS } from '../../../seed/stores.mjs';
import { collectLinks } from '../links/collect-links';
import { ContentTypeDefSchema, type ContentTypeDef, type FieldDef } from './content-type';

// The seed is data the delivery API trusts: every entry must fit the model it is served with.
interface SeedEntity {
  id: string;
  contentType?: string;
  status: 'published' | 'draft';
  fields: Record<string, unknown>;
  tags: string[];
}
interface SeedSpace {
  id: string;
  entries: SeedEntity[];
  assets: SeedEntity[];
  tags: { id: string; name: string }[];
}

const spaces = buildContentSpaces() as SeedSpace[];
const model = new Map((CONTENT_TYPES as unknown[]).map((type) => ContentTypeDefSchema.parse(type)).map((type) => [type.id, type]));

const isLink = (value: unknown, linkType: string) => collectLinks([value]).length === 1 && (value as { sys: { linkType: string } }).sys.linkType === linkType;
const inList = (field: FieldDef | NonNullable<FieldDef['items']>) => field.validations.flatMap((rule) => (Array.isArray(rule['in']) ? [rule['in'] as unknown[]] : []))[0];

/** Problems of one value against its field definition (link targets are checked separately). */
function valueProblems(field: FieldDef, value: unknown): string[] {
  const allowed = inList(field);
  switch (field.type) {
    case 'Symbol':
      return typeof value === 'string' && value.length <= 256 && (!allowed || allowed.includes(value)) ? [] : [`${field.id}: not a Symbol${allowed ? ` in ${allowed.join('|')}` : ''}`];
    case 'Text':
      return typeof value === 'string' ? [] : [`${field.id}: not Text`];
    case 'RichText':
      return (value as { nodeType?: string })?.nodeType === 'document' ? [] : [`${field.id}: not a rich-text document`];
    case 'Integer':
      return Number.isInteger(value) ? [] : [`${field.id}: not an Integer`];
    case 'Boolean':
      return typeof value === 'boolean' ? [] : [`${field.id}: not a Boolean`];
    case 'Date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? [] : [`${field.id}: not a Date`];
    case 'Location':
      return typeof (value as { lat?: unknown })?.lat === 'number' && typeof (value as { lon?: unknown })?.lon === 'number' ? [] : [`${field.id}: not a Location`];
    case 'Link':
      return isLink(value, field.linkType ?? '') ? [] : [`${field.id}: not a ${field.linkType} link`];
    case 'Array': {
      if (!Array.isArray(value)) return [`${field.id}: not a list`];
      const size = field.validations.find((rule) => rule['size'])?.['size'] as { min?: number; max?: number } | undefined;
      const sizeProblem = size && (value.length < (size.min ?? 0) || value.length > (size.max ?? Infinity)) ? [`${field.id}: ${value.length} items`] : [];
      const items = field.items;
      const itemAllowed = items ? inList(items) : undefined;
      const bad = value.filter((item) => (items?.type === 'Link' ? !isLink(item, items.linkType ?? '') : typeof item !== 'string' || (itemAllowed !== undefined && !itemAllowed.includes(item))));
      return [...sizeProblem, ...(bad.length ? [`${field.id}: bad items`] : [])];
    }
    default:
      return typeof value === 'object' && value !== null ? [] : [`${field.id}: not JSON`];
  }
}

function entryProblems(entry: SeedEntity, type: ContentTypeDef): string[] {
  const fields = new Map(type.fields.map((field) => [field.id, field]));
  const unknown = Object.keys(entry.fields).filter((id) => !fields.has(id)).map((id) => `${id}: not in ${type.id}`);
  const missing = type.fields.filter((field) => field.required && entry.fields[field.id] === undefined).map((field) => `${field.id}: required`);
  const invalid = Object.entries(entry.fields).flatMap(([id, value]) => (fields.has(id) ? valueProblems(fields.get(id)!, value) : []));
  return [...unknown, ...missing, ...invalid].map((problem) => `${entry.id} (${type.id}) ${problem}`);
}

/** The content types a link field accepts (validations.linkContentType). */
const linkTypesOf = (field: FieldDef) => [...field.validations, ...(field.items?.validations ?? [])].flatMap((rule) => (Array.isArray(rule['linkContentType']) ? (rule['linkContentType'] as string[]) : []));

describe.each(spaces.map((space) => [space.id, space] as const))('seeded content space %s', (_, space) => {
  const byId = new Map(space.entries.map((entry) => [entry.id, entry]));
  const assetIds = new Set(space.assets.map((asset) => asset.id));
  const ofType = (type: string) => space.entries.filter((entry) => entry.contentType === type);

  it('fits the content model: known types and fields, required fields, value types', () => {
    const problems = space.entries.flatMap((entry) => {
      const type = model.get(entry.contentType ?? '');
      return type ? entryProblems(entry, type) : [`${entry.id}: unknown content type ${entry.contentType}`];
    });
    expect(problems).toEqual([]);
  });

  it('links only to entries of the allowed types, and to nothing missing but the one deliberate link', () => {
    const problems: string[] = [];
    const missing: string[] = [];
    for (const entry of space.entries) {
      for (const field of model.get(entry.contentType ?? '')?.fields ?? []) {
        for (const link of collectLinks(entry.fields[field.id])) {
          const target = link.linkType === 'Entry' ? byId.get(link.id) : assetIds.has(link.id);
          if (!target) missing.push(link.id);
          else if (link.linkType === 'Entry' && linkTypesOf(field).length && !linkTypesOf(field).includes((target as SeedEntity).contentType ?? '')) problems.push(`${entry.id}.${field.id} → ${link.id}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(missing).toEqual(['contact-borttagen']);
  });

  it('has every content type of spec point 3 and a front page with all nine section types', () => {
    for (const type of model.keys()) expect(ofType(type).length, type).toBeGreaterThan(0);
    const [front] = ofType('frontPage');
    const sectionTypes = collectLinks(front?.fields['sections']).map((link) => byId.get(link.id)?.contentType);
    expect(new Set(sectionTypes)).toEqual(new Set(['largeSection', 'subBanners', 'randomBanners', 'marketingBanners', 'contentBanners', 'selectedProducts', 'assortmentIcons', 'serviceCards', 'video']));
  });

  it('has a store page for every store of the location service, each with all seven days', () => {
    expect(ofType('storePage').map((page) => page.fields['storeId'])).toEqual(STORE_IDS);
    for (const page of ofType('storePage')) {
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) expect(page.fields[`openingHours${day}`]).toMatch(/^(\d{2}:\d{2}-\d{2}:\d{2}|Stängt)$/);
    }
  });

  it('has one draft, listing pages with tagged pages, and pages for signed-in users and hidden from search', () => {
    expect(space.entries.filter((entry) => entry.status === 'draft').map((entry) => entry.id)).toEqual(['page-vinterkampanj']);
    const listings = ofType('contentListingPage');
    expect(listings.length).toBeGreaterThanOrEqual(2);
    for (const listing of listings) {
      const pages = collectLinks(listing.fields['pages']).map((link) => byId.get(link.id));
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages.every((page) => (page?.tags.length ?? 0) > 0)).toBe(true);
    }
    expect(ofType('contentPage').filter((page) => page.fields['authenticatedOnly'] === true).length).toBeGreaterThanOrEqual(2);
    expect(ofType('contentPage').filter((page) => page.fields['excludeFromSearch'] === true).length).toBeGreaterThanOrEqual(2);
    const tagIds = new Set(space.tags.map((tag) => tag.id));
    expect(space.entries.flatMap((entry) => entry.tags).every((tag) => tagIds.has(tag))).toBe(true);
  });

  it('uses every section type on content pages, one page with all of them, one with 50 sections', () => {
    const sectionTypesOf = (page: SeedEntity | undefined) => new Set(collectLinks(page?.fields['sections']).map((link) => byId.get(link.id)?.contentType));
    expect(sectionTypesOf(byId.get('page-om-oss')).size).toBe(17);
    expect(collectLinks(byId.get('page-handboken')?.fields['sections'])).toHaveLength(50);
  });
});

describe('content seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildContentSpaces())).toBe(JSON.stringify(spaces));
  });
});
