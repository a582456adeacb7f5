import { z } from 'zod';
import { badRequest, invalidParameter, invalidQuery } from '../cda/cda-error';
import type { ContentTypeDef } from '../model/content-type';
import type { EntryQuery, Filter, Locale, SearchTerms } from './entry-query';
import { foldText } from './fold-text';
import { parseFilter } from './parse-filter';
import { parseOrder, parseSelect } from './parse-order-select';
import { QUERY_LIMITS } from './query-limits';

const count = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'Expected a whole number of 0 or more')
    .transform(Number)
    .pipe(z.number().max(max, `At most ${max}`));

const Id = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Expected an id');

/** The fixed parameters; every other key must be a filter. */
const BaseParamsSchema = z.object({
  limit: count(QUERY_LIMITS.maxLimit).optional(),
  skip: count(QUERY_LIMITS.maxSkip).optional(),
  include: count(QUERY_LIMITS.maxInclude).optional(),
  locale: z.string().max(35).optional(),
  content_type: Id.optional(),
  select: z.string().max(4000).optional(),
  order: z.string().max(1000).optional(),
  query: z.string().trim().min(1, 'Empty search').max(QUERY_LIMITS.maxFullTextLength, `At most ${QUERY_LIMITS.maxFullTextLength} characters`).optional(),
  links_to_entry: Id.optional(),
  links_to_asset: Id.optional(),
});
const BASE_KEYS = new Set(Object.keys(BaseParamsSchema.shape));

/** What the parser needs to know about the endpoint: which resource and its model. */
export interface QueryModel {
  resource: 'entries' | 'assets';
  contentType: (id: string) => ContentTypeDef | undefined;
  /** The fixed model of the resource when there is no content_type (assets). */
  fixedModel?: ContentTypeDef;
}

function parseLocale(raw: string | undefined): Locale {
  if (raw === undefined || raw === 'sv-SE') return 'sv-SE';
  if (raw === '*') return '*';
  // Contentful answers an unknown locale with BadRequest, not InvalidQuery.
  throw badRequest(`Unknown locale: ${raw.slice(0, 35)}`);
}

function parseSearch(query: string | undefined, linksToEntry: string | undefined, linksToAsset: string | undefined): SearchTerms {
  if (linksToEntry && linksToAsset) throw invalidParameter('links_to_entry', 'Use links_to_entry or links_to_asset, not both');
  const fullText = query ? foldText(query).split(/\s+/).filter(Boolean) : [];
  if (fullText.length > QUERY_LIMITS.maxFullTextWords) throw invalidParameter('query', `At most ${QUERY_LIMITS.maxFullTextWords} words`);
  const linksTo = linksToEntry ? { linkType: 'Entry' as const, id: linksToEntry } : linksToAsset ? { linkType: 'Asset' as const, id: linksToAsset } : null;
  return { fullText, linksTo };
}

/**
 * A CDA collection query (one value per key, access_token already removed) as an EntryQuery.
 * Every problem is a CdaError (InvalidQuery, BadRequest for the locale), never an exception
 * that would surface as a 500.
 */
export function parseEntryQuery(params: Record<string, string>, model: QueryModel): EntryQuery {
  const base: Record<string, string> = {};
  const filterParams: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (BASE_KEYS.has(key)) base[key] = value;
    else filterParams.push([key, value]);
  }
  const parsed = BaseParamsSchema.safeParse(base);
  if (!parsed.success) {
    throw invalidQuery(parsed.error.issues.map((issue) => ({ name: issue.code, path: issue.path.map(String), details: `${issue.path.join('.')}: ${issue.message}` })));
  }
  const p = parsed.data;
  if (model.resource === 'assets' && (p.content_type || p.include !== undefined || p.links_to_entry || p.links_to_asset)) {
    throw invalidParameter(p.content_type ? 'content_type' : p.include !== undefined ? 'include' : 'links_to_entry', 'Not a parameter of the assets endpoint');
  }
  let contentModel = model.fixedModel ?? null;
  if (p.content_type) {
    contentModel = model.contentType(p.content_type) ?? null;
    if (!contentModel) throw invalidQuery([{ name: 'unknownContentType', path: ['content_type'], value: p.content_type, details: `Unknown content type: ${p.content_type}` }]);
  }
  if (filterParams.length > QUERY_LIMITS.maxFilters) throw invalidParameter('query', `At most ${QUERY_LIMITS.maxFilters} filters`);
  const filters: Filter[] = filterParams.map(([key, value]) => parseFilter(key, value, contentModel, model.resource === 'assets'));
  return {
    contentType: p.content_type ?? null,
    filters,
    search: parseSearch(p.query, p.links_to_entry, p.links_to_asset),
    order: p.order === undefined ? [] : parseOrder(p.order, contentModel),
    select: p.select === undefined ? null : parseSelect(p.select, contentModel),
    limit: p.limit ?? QUERY_LIMITS.defaultLimit,
    skip: p.skip ?? 0,
    include: p.include ?? QUERY_LIMITS.defaultInclude,
    locale: parseLocale(p.locale),
  };
}
