import 'server-only';
import { fetchPdf } from '../fetch-pdf';
import { customerHeader } from '../order/customer-header';
import type { UpstreamService } from '../upstream-service';

/**
 * GET /quotes/{id}/document: the answered quote as PDF, streamed. 404 for a quote the user may
 * not see or one not answered yet; no prices in it under EJ_SE_PRISER (the service decides).
 */
export function fetchQuoteDocument(commerce: UpstreamService, input: { token: string; customerId: string | undefined; quoteId: string; brand: string }): Promise<Response> {
  return fetchPdf(commerce, {
    path: `/quotes/${encodeURIComponent(input.quoteId)}/document`,
    query: { brand: input.brand },
    token: input.token,
    headers: customerHeader(input.customerId),
    unavailable: 'errors.technical_issues',
  });
}
