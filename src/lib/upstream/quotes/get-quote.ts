import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';
import { QuoteSchema, type Quote } from './quote-schemas';

/** GET /quotes/{id}: one quote with lines and thread; 404 for a quote the buyer may not see. */
export function getQuote(commerce: UpstreamService, input: { token: string; customerId: string | undefined; quoteId: string }): Promise<Quote> {
  return upstreamRequest(commerce, {
    path: `/quotes/${encodeURIComponent(input.quoteId)}`,
    headers: customerHeader(input.customerId),
    token: input.token,
    schema: QuoteSchema,
  });
}
