import type { Hono } from 'hono';
import { QUOTE_DOCUMENT_PATH } from '../../src/features/quotes/quote-document-path';
import { servicesOf } from '../../src/lib/request/request-context';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { t } from '../../src/lib/texts';
import { fetchQuoteDocument } from '../../src/lib/upstream/quotes/fetch-quote-document';
import { renderErrorResponse } from '../error-response';
import { pdfFailure, pdfPassThrough } from './pdf-pass-through';

/**
 * GET /api/quotes/{id}/offert.pdf: an answered quote's PDF, streamed from the quote service. The
 * session's token is the authorisation: the service answers 404 for another customer's quote
 * (and one not answered yet) and leaves the prices out under EJ_SE_PRISER.
 */
export function registerQuoteDocumentRoutes(app: Hono<ShopEnv>): void {
  app.get('/api/quotes/*', async (c) => {
    const match = QUOTE_DOCUMENT_PATH.exec(c.req.path);
    if (!match?.[1]) return renderErrorResponse(c, 404);
    const token = c.var.accessToken;
    if (!token || !c.var.session) return renderErrorResponse(c, 401, { reason: t('errors.please_login') });
    try {
      const upstream = await fetchQuoteDocument(servicesOf(c).commerce, { token, customerId: c.var.session.customerId, quoteId: match[1], brand: c.var.brand.name });
      return pdfPassThrough(upstream);
    } catch (error) {
      return pdfFailure(c, error, { notAllowed: 'quotes.errors.notAllowed', unavailable: 'errors.technical_issues' });
    }
  });
}
