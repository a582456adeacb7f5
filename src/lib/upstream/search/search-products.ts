import 'server-only';
import { z } from 'zod';
import { CategoryRefSchema, VariantSummarySchema } from '../../catalogue/variant';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

export const SEARCH_SORTS = ['relevance', 'popularity', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchInput {
  q?: string;
  categoryPath?: string;
  campaign?: string;
  assortment?: string | undefined;
  facets?: Record<string, string[]>;
  sort?: SearchSort;
  page?: number;
  pageSize?: number;
  withFacets?: boolean;
  withCategories?: boolean;
  userId?: string | undefined;
}

const FacetSchema = z.object({
  name: z.string(),
  label: z.string(),
  items: z.array(z.object({ value: z.string(), label: z.string(), count: z.number(), selected: z.boolean() })),
});
export type Facet = z.infer<typeof FacetSchema>;

const SearchAnswerSchema = z.object({
  q: z.string(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  sort: z.enum(SEARCH_SORTS),
  maxResultWindow: z.number(),
  exactMatch: z.string().nullable(),
  items: z.array(VariantSummarySchema),
  facets: z.array(FacetSchema),
  categories: z.array(CategoryRefSchema.extend({ parents: z.array(CategoryRefSchema), productCount: z.number() })),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

/** POST /search: text, category or campaign listing with facets, sort and paging (no prices). */
export function searchProducts(search: UpstreamService, input: SearchInput): Promise<SearchAnswer> {
  const { userId, ...body } = input;
  return upstreamRequest(search, {
    method: 'POST',
    path: '/search',
    headers: { 'api-version': '2', ...(userId ? { 'user-id': userId } : {}) },
    body,
    schema: SearchAnswerSchema,
  });
}
