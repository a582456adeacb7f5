import type { AccessTokenSubject } from '../lib/access-token';
import { ApiError, badRequest } from '../lib/api-error';
import { addDays, parseIsoDate } from '../../../domain/calendar';
import { loadQuoteDetail, messageStatement, statusStatement, type QuoteRow } from './quote-repository';
import type { AnswerQuoteInput } from './quote-schemas';
import { effectiveStatus, transition } from './quote-status';

/** How long a seller may hold a price: a quarter, the usual horizon of a building project's purchase. */
export const MAX_VALIDITY_DAYS = 90;

/** The price per unit the buyer pays, öre: the line's price less the total's discount. */
export const netPriceOf = (quotedOre: number, discountPercent: number) => Math.round(quotedOre * (1 - discountPercent / 100));

/**
 * The seller's answer: a price for every line of the quote (no more, no fewer: a line id of
 * another quote is refused), an optional discount on the total, a validity and a message. The
 * prices and the status move in one batch guarded by the status SENT, so two answers cannot both
 * land and a refused answer stores nothing.
 */
export async function answerQuote(db: D1Database, auth: AccessTokenSubject, quote: QuoteRow, input: AnswerQuoteInput, today: string, now: number): Promise<void> {
  const step = transition(effectiveStatus(quote.status, quote.valid_until, today), 'answer');
  if ('refused' in step) throw new ApiError(409, step.refused, 'The quote is not waiting for an answer');
  const validUntil = parseIsoDate(input.validUntil);
  if (!validUntil || input.validUntil < today || input.validUntil > addDays(today, MAX_VALIDITY_DAYS)) {
    throw badRequest(`validUntil must be a date from today to ${MAX_VALIDITY_DAYS} days ahead`, 'invalid_valid_until');
  }
  const { items } = await loadQuoteDetail(db, quote.id);
  const sent = new Map(input.lines.map((line) => [line.itemId, line.price]));
  if (sent.size !== input.lines.length || sent.size !== items.length || items.some((item) => !sent.has(item.id))) {
    throw badRequest('Every line of the quote needs exactly one price', 'lines_mismatch');
  }
  const discount = input.discountPercent ?? 0;
  const prices = items.map((item) => {
    const quoted = Math.round(sent.get(item.id)! * 100);
    return db
      .prepare(`UPDATE quote_items SET quoted_price = ?3, net_price = ?4 WHERE quote_id = ?1 AND id = ?2 AND EXISTS (SELECT 1 FROM quotes WHERE id = ?1 AND status = 'SENT')`)
      .bind(quote.id, item.id, quoted, netPriceOf(quoted, discount));
  });
  const answers = await db.batch([
    ...prices,
    statusStatement(db, { quoteId: quote.id, from: 'SENT', to: 'ANSWERED', now }),
    db.prepare('UPDATE quotes SET valid_until = ?2, discount_percent = ?3, answered_by = ?4 WHERE id = ?1 AND status = ?5 AND updated_at = ?6').bind(quote.id, input.validUntil, input.discountPercent ?? null, auth.userId, 'ANSWERED', now),
    messageStatement(db, { quoteId: quote.id, userId: auth.userId, kind: 'ANSWERED', body: input.message ?? '', now, after: 'ANSWERED' }),
  ]);
  if (!answers[prices.length]?.meta.changes) throw new ApiError(409, 'quote_not_open', 'The quote is not waiting for an answer');
}
