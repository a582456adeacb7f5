import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';
import { QuoteSchema, type Quote } from './quote-schemas';

export interface RequestQuoteInput {
  token: string;
  customerId: string | undefined;
  projectId: string | undefined;
  brand: string;
  requestKey: string;
  lines: { articleNumber: string; quantity: number }[];
  message?: string | undefined;
  reference?: string | undefined;
  wantedDeliveryDate?: string | undefined;
}

/** POST /quotes: a quote request (Skickad); the same request key answers the quote it made. */
export function requestQuote(commerce: UpstreamService, input: RequestQuoteInput): Promise<Quote> {
  const { token, customerId, ...body } = input;
  return upstreamRequest(commerce, { method: 'POST', path: '/quotes', headers: customerHeader(customerId), body: { ...body, customerId }, token, schema: QuoteSchema });
}
