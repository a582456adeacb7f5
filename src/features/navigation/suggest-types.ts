/**
 * The contract between GET /api/search/suggest and the header's search field. No zod here: the
 * browser imports this file, and the schema (suggest-query.ts) stays on the server.
 */
import { href, type RouteHref } from '../../lib/routes/href';

/** Characters of a query the suggestions look at; the full search page takes longer ones. */
export const SUGGEST_MAX_LENGTH = 100;
/** Shorter input gives no suggestions: one letter matches half the catalogue. */
export const SUGGEST_MIN_LENGTH = 2;
/** Pause after the last key press before asking (spec: search-as-you-type is debounced). */
export const SUGGEST_DEBOUNCE_MS = 200;
export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_CATEGORIES = 4;

export interface ProductSuggestion {
  slug: string;
  name: string;
  articleNumber: string;
  image: string;
  href: RouteHref<'produkt-slug'>;
}

export interface CategorySuggestion {
  id: string;
  name: string;
  /** The names above it, top first ("El › Kabel & ledning"), so equal names can be told apart. */
  trail: string[];
  href: RouteHref<'kategorier-slug'>;
}

/** A content page (guides, services, news) whose text matches. */
export interface PageSuggestion {
  title: string;
  preTitle?: string;
  href: `/${string}`;
}

export interface SuggestAnswer {
  q: string;
  total: number;
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
  pages: PageSuggestion[];
}

export const emptySuggestions = (q = ''): SuggestAnswer => ({ q, total: 0, products: [], categories: [], pages: [] });

/** Where "Visa alla resultat" goes: the full results page, the same as submitting the form. */
export const searchPageHref = (q: string): RouteHref<'search'> => href('search', {}, { q: q.trim() });
