import { QUOTE_STATUSES, type QuoteStatus } from '../../lib/upstream/quotes/quote-schemas';

export const QUOTES_PAGE_SIZE = 20;

export interface QuoteListQuery {
  status: QuoteStatus | undefined;
  q: string;
  page: number;
}

/** The list's filters from the URL (a GET form); anything unknown falls back to no filter. */
export function parseQuoteListQuery(search: URLSearchParams): QuoteListQuery {
  const status = search.get('status') ?? '';
  const page = Number(search.get('sida') ?? '1');
  return {
    status: (QUOTE_STATUSES as readonly string[]).includes(status) ? (status as QuoteStatus) : undefined,
    q: (search.get('q') ?? '').trim().slice(0, 60),
    page: Number.isInteger(page) && page >= 1 && page <= 5_000 ? page : 1,
  };
}

export const quoteListParams = (query: QuoteListQuery, page: number) => ({ status: query.status, q: query.q || undefined, sida: page > 1 ? page : undefined });
