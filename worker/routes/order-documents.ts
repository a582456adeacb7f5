import type { Hono } from 'hono';
import { ORDER_DOCUMENT_PATH } from '../../src/features/orders/order-document-path';
import { servicesOf } from '../../src/lib/request/request-context';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { t } from '../../src/lib/texts';
import { fetchOrderDocument } from '../../src/lib/upstream/order/fetch-order-document';
import { renderErrorResponse } from '../error-response';
import { pdfFailure, pdfPassThrough } from './pdf-pass-through';

/**
 * GET /api/orders/{id}/orderbekraftelse.pdf and /api/orders/{id}/fakturor/{number}.pdf: an
 * order's PDF, streamed from the order service as it comes (never buffered here). The session's
 * token is the authorisation: the service answers 404 for another customer's order and 403 for
 * EJ_ORDERHISTORIK, and this route passes those on as the shop's own error answers. The file is
 * private: no shared cache, no sniffing, a download with the service's file name.
 */
export function registerOrderDocumentRoutes(app: Hono<ShopEnv>): void {
  app.get('/api/orders/*', async (c) => {
    const match = ORDER_DOCUMENT_PATH.exec(c.req.path);
    if (!match?.[1]) return renderErrorResponse(c, 404);
    const token = c.var.accessToken;
    if (!token || !c.var.session) return renderErrorResponse(c, 401, { reason: t('errors.please_login') });
    try {
      const upstream = await fetchOrderDocument(servicesOf(c).order, {
        token,
        customerId: c.var.session.customerId,
        orderId: match[1],
        kind: match[3] ? 'invoice' : 'order-confirmation',
        invoiceNumber: match[3],
        brand: c.var.brand.name,
      });
      return pdfPassThrough(upstream);
    } catch (error) {
      return pdfFailure(c, error, { notAllowed: 'orders.notAllowed', unavailable: 'errors.order_service_not_available' });
    }
  });
}
