import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from '../order/customer-header';
import { QuoteSchema, type Quote } from './quote-schemas';

interface QuoteCall {
  token: string;
  customerId: string | undefined;
  quoteId: string;
}

const call = (commerce: UpstreamService, input: QuoteCall, method: 'POST' | 'PUT', action: string, body: unknown) =>
  upstreamRequest(commerce, { method, path: `/quotes/${encodeURIComponent(input.quoteId)}/${action}`, headers: customerHeader(input.customerId), body, token: input.token, schema: QuoteSchema });

/** PUT /quotes/{id}/answer: the seller's price per line (kronor), discount on the total, validity, message. */
export const answerQuote = (commerce: UpstreamService, input: QuoteCall & { lines: { itemId: string; price: number }[]; discountPercent?: number | undefined; validUntil: string; message?: string | undefined }): Promise<Quote> =>
  call(commerce, input, 'PUT', 'answer', { lines: input.lines, discountPercent: input.discountPercent, validUntil: input.validUntil, message: input.message });

/** POST /quotes/{id}/accept: Accepterad, the lines go to the cart at the quoted prices. */
export const acceptQuote = (commerce: UpstreamService, input: QuoteCall & { deliveryId?: string | undefined; message?: string | undefined }): Promise<Quote> =>
  call(commerce, input, 'POST', 'accept', { deliveryId: input.deliveryId, message: input.message });

/** POST /quotes/{id}/decline: Avböjd. */
export const declineQuote = (commerce: UpstreamService, input: QuoteCall & { message?: string | undefined }): Promise<Quote> => call(commerce, input, 'POST', 'decline', { message: input.message });

/** POST /quotes/{id}/messages: a message in the thread. */
export const sendQuoteMessage = (commerce: UpstreamService, input: QuoteCall & { message: string }): Promise<Quote> => call(commerce, input, 'POST', 'messages', { message: input.message });
