import 'server-only';
import { buildUpstreamUrl } from '../upstream-url';
import { errorTextKey, UpstreamError, UpstreamUnauthorizedError } from '../upstream-errors';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from './customer-header';

export type OrderDocumentKind = 'order-confirmation' | 'invoice';

/**
 * GET /orders/{id}/documents/order-confirmation or GET /orders/{id}/download (an invoice): the
 * PDF as the service's streaming response, so the shop can hand its body on without buffering.
 * A file, not JSON, so upstreamRequest's JSON reading does not apply.
 */
export async function fetchOrderDocument(
  order: UpstreamService,
  input: { token: string; customerId?: string | undefined; orderId: string; kind: OrderDocumentKind; invoiceNumber?: string | undefined; brand: string },
): Promise<Response> {
  const id = encodeURIComponent(input.orderId);
  const path = input.kind === 'invoice' ? `/orders/${id}/download` : `/orders/${id}/documents/order-confirmation`;
  const fetchDetached = order.fetch;
  const response = await fetchDetached(
    new Request(buildUpstreamUrl(order.baseUrl, path, { brand: input.brand, invoiceNumber: input.invoiceNumber }), { headers: { authorization: `Bearer ${input.token}`, ...customerHeader(input.customerId) } }),
  );
  if (response.status === 401) throw new UpstreamUnauthorizedError({ service: order.name, status: 401, textKey: 'errors.invalid_token', message: `order GET ${path} answered 401` });
  if (!response.ok) {
    const text = await response.text();
    throw new UpstreamError({ service: order.name, status: response.status, textKey: errorTextKey(response.status, text, 'errors.order_service_not_available'), message: `order GET ${path} answered ${response.status}`, detail: text.slice(0, 200) });
  }
  return response;
}
