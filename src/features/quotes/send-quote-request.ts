import 'server-only';
import { z } from 'zod';
import { getRequestContext } from '../../lib/request';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { requestQuote } from '../../lib/upstream/quotes/request-quote';
import type { UpstreamService } from '../../lib/upstream';
import type { QuoteActionState } from './quote-action-state';

/** The most lines the quote service takes in one quote (decision 034). */
export const QUOTE_LINE_LIMIT = 200;

/** What every "Begär offert" form posts besides its lines' source. */
export const RequestFields = z.object({
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  message: z.string().max(2_000),
  reference: z.string().max(60),
});
export type RequestFieldValues = z.infer<typeof RequestFields>;

export const readRequestFields = (form: FormData) =>
  RequestFields.safeParse({ requestKey: String(form.get('requestKey') ?? ''), message: String(form.get('message') ?? ''), reference: String(form.get('reference') ?? '') });

/** The ticked ids a form carries (its hidden copies of the page's checkboxes); empty: all lines. */
export const chosenIds = (form: FormData, field: string) => new Set(form.getAll(field).map(String).filter(Boolean));

/**
 * Lines (the same article twice as one line, quantities summed) into a quote request as the user,
 * in the customer and project they work in. Answers the quote's number and link, and a fresh key
 * for the next request from the same form.
 */
export async function sendQuoteRequest(
  access: { commerce: UpstreamService; token: string; customerId: string | undefined; projectId: string | undefined },
  lines: readonly { articleNumber: string; quantity: number }[],
  fields: RequestFieldValues,
): Promise<QuoteActionState> {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.articleNumber, (merged.get(line.articleNumber) ?? 0) + line.quantity);
  if (merged.size > QUOTE_LINE_LIMIT) return { status: 'invalid', message: t('quotes.request.tooMany', { limit: QUOTE_LINE_LIMIT }), requestKey: fields.requestKey };
  const quote = await requestQuote(access.commerce, {
    token: access.token,
    customerId: access.customerId,
    projectId: access.projectId,
    brand: getRequestContext().brand.id,
    requestKey: fields.requestKey,
    lines: [...merged].map(([articleNumber, quantity]) => ({ articleNumber, quantity })),
    message: fields.message.trim() || undefined,
    reference: fields.reference.trim() || undefined,
  });
  return { status: 'done', message: t('quotes.request.done', { number: quote.quoteNumber }), quoteHref: href('mina-sidor-offert', { id: quote.quoteId }), requestKey: crypto.randomUUID() };
}
