import { z } from 'zod';
import { SUGGEST_MAX_LENGTH } from './suggest-types';

/**
 * GET /api/search/suggest?q=: q is trimmed, whitespace inside is collapsed (so "  kabel   ekk "
 * and "kabel ekk" share a cache entry), and anything over the limit is refused rather than cut, so
 * a caller never gets suggestions for a query it did not send. No q at all is an empty query.
 */
export const SuggestQuerySchema = z.object({
  q: z
    .string()
    .default('')
    .transform((q) => q.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(SUGGEST_MAX_LENGTH)),
});

export type SuggestQuery = z.infer<typeof SuggestQuerySchema>;

export type ParsedSuggestQuery = { ok: true; q: string } | { ok: false };

/** Reads the first q of a query string; a repeated q does not change the answer. */
export function parseSuggestQuery(params: URLSearchParams): ParsedSuggestQuery {
  const parsed = SuggestQuerySchema.safeParse({ q: params.get('q') ?? undefined });
  return parsed.success ? { ok: true, q: parsed.data.q } : { ok: false };
}
