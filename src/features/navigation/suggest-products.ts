import 'server-only';
import { href, type RouteHref } from '../../lib/routes/href';
import type { UpstreamService } from '../../lib/upstream';
import { searchProducts, type SearchAnswer } from '../../lib/upstream/search/search-products';
import { categoryHref } from './nav-category';
import { emptySuggestions, SUGGEST_CATEGORIES, SUGGEST_PRODUCTS, type SuggestAnswer } from './suggest-types';

/** Product pages live under /produkt/{variantSlug}. */
export const productHref = (slug: string): RouteHref<'produkt-slug'> => href('produkt-slug', { slug });

/** Keeps only what a suggestion shows: no prices, stock or attributes reach the browser. */
export function toSuggestAnswer(q: string, answer: SearchAnswer): SuggestAnswer {
  return {
    q,
    total: answer.total,
    products: answer.items.slice(0, SUGGEST_PRODUCTS).map((item) => ({
      slug: item.variantSlug,
      name: item.name,
      articleNumber: item.articleNumber,
      image: item.image,
      href: productHref(item.variantSlug),
    })),
    categories: answer.categories.slice(0, SUGGEST_CATEGORIES).map((category) => ({
      id: category.id,
      name: category.name,
      trail: category.parents.map((parent) => parent.name),
      href: categoryHref(category.path),
    })),
    // Content pages come from the content system; the suggest route adds them.
    pages: [],
  };
}

/**
 * Suggestions for the header's search field: one small search call (no facets, one page of six)
 * in the visitor's assortment, so it answers in a few milliseconds.
 */
export async function suggestProducts(search: UpstreamService, input: { q: string; assortment: string | undefined }): Promise<SuggestAnswer> {
  if (input.q === '') return emptySuggestions();
  const answer = await searchProducts(search, {
    q: input.q,
    assortment: input.assortment,
    pageSize: SUGGEST_PRODUCTS,
    withCategories: true,
    withFacets: false,
  });
  return toSuggestAnswer(input.q, answer);
}
