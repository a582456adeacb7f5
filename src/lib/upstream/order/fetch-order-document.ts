import 'server-only';
import { fetchPdf } from '../fetch-pdf';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from './customer-header';

export type OrderDocumentKind = 'order-confirmation' | 'invoice';

/**
 * GET /orders/{id}/documents/order-confirmation or GET /orders/{id}/download (an invoice): the
 * PDF as the service's streaming response, so the shop can hand its body on without buffering.
 */
export function fetchOrderDocument(
  order: UpstreamService,
  input: { token: string; customerId?: string | undefined; orderId: string; kind: OrderDocumentKind; invoiceNumber?: string | undefined; brand: string },
): Promise<Response> {
  const id = encodeURIComponent(input.orderId);
  const path = input.kind === 'invoice' ? `/orders/${id}/download` : `/orders/${id}/documents/order-confirmation`;
  return fetchPdf(order, { path, query: { brand: input.brand, invoiceNumber: input.invoiceNumber }, token: input.token, headers: customerHeader(input.customerId), unavailable: 'errors.order_service_not_available' });
}
