import { z } from 'zod';
import { AssortmentId, CategoryId, CategoryPath, Slug } from '../catalogue/catalogue-params';

export const SORTS = ['relevance', 'popularity', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];

/** Results beyond this many are not paged to (deep OFFSETs cost time and serve nobody). */
export const MAX_RESULT_WINDOW = 10_000;

const FacetName = z.string().trim().min(1).max(60);
const FacetValue = z.string().trim().min(1).max(100);

/**
 * POST /search. `q` may be long (it is cut to its first 200 characters, never rejected below
 * 10,000); without q a category or campaign must say what to list.
 */
export const SearchBodySchema = z
  .object({
    q: z.string().max(10_000).optional(),
    categoryId: CategoryId.optional(),
    categoryPath: CategoryPath.optional(),
    campaign: Slug.optional(),
    assortment: AssortmentId.optional(),
    facets: z
      .record(FacetName, z.array(FacetValue).max(50))
      .refine((facets) => Object.keys(facets).length <= 20, 'At most 20 facets')
      .optional(),
    sort: z.enum(SORTS).optional(),
    page: z.number().int().min(1).max(10_000).optional(),
    pageSize: z.number().int().min(1).max(100).optional(),
    withFacets: z.boolean().optional(),
    withCategories: z.boolean().optional(),
  })
  .refine((body) => (body.q ?? '').trim() !== '' || body.categoryId || body.categoryPath || body.campaign, {
    message: 'Search needs a non-empty q, or a category or campaign',
    path: ['q'],
  });
export type SearchBody = z.infer<typeof SearchBodySchema>;

/** The search service's headers (spec point 7): both optional, both checked when sent. */
export const SearchHeadersSchema = z.object({
  'api-version': z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'Expected a version such as 1 or 2.1').optional(),
  'user-id': z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a user id').optional(),
});
