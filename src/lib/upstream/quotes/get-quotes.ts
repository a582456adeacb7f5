import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';
import { QuotePageSchema, type QuotePage, type QuoteStatus } from './quote-schemas';

/** GET /quotes: the quotes of the customer the buyer works in, newest change first. */
export function getQuotes(commerce: UpstreamService, input: { token: string; customerId: string | undefined; status?: QuoteStatus | undefined; q?: string | undefined; limit: number; offset: number }): Promise<QuotePage> {
  return upstreamRequest(commerce, {
    path: '/quotes',
    query: { status: input.status, q: input.q || undefined, limit: input.limit, offset: input.offset },
    headers: customerHeader(input.customerId),
    token: input.token,
    schema: QuotePageSchema,
  });
}
