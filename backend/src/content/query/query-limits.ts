/**
 * Limits of the delivery API. limit and include follow Contentful's (1000, 10); the others keep
 * one request cheap: a query string past MAX_QUERY_STRING is refused with 414 before parsing.
 */
export const QUERY_LIMITS = {
  maxLimit: 1000,
  defaultLimit: 100,
  maxInclude: 10,
  defaultInclude: 1,
  maxSkip: 100_000,
  maxQueryString: 7_600,
  maxValueLength: 512,
  maxListValues: 500,
  maxFullTextLength: 256,
  maxFullTextWords: 10,
  maxSelect: 100,
  maxOrderTerms: 5,
  maxFilters: 40,
} as const;
