import { z } from 'zod';
import { todayInStockholm } from '../../../domain/calendar';
import { CUSTOMER_HEADER } from '../commerce/customer-access';
import { notFound } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { BrandName, customerName, pdfResponse } from '../lib/pdf-response';
import { validateParams, validateQuery } from '../lib/validate';
import { seesQuotePrices, visibleQuote } from './quote-access';
import { quoteDocumentPdf } from './quote-pdf';
import { loadQuoteDetail } from './quote-repository';
import { QuoteParams } from './quote-schemas';
import { effectiveStatus } from './quote-status';

/**
 * GET /quotes/{id}/document: the answered quote as PDF (issue 17), for whoever may see the quote
 * (another customer's is the same 404 as none); prices left out under EJ_SE_PRISER. A quote
 * still waiting for its answer has no document: there is nothing to put in it yet.
 */
export const quoteDocumentRoutes = createRouter<AuthEnv>();

const DocumentQuery = z.object({ brand: BrandName });

export const quoteFileName = (number: number) => `offert-${number}.pdf`;

quoteDocumentRoutes.get('/quotes/:id/document', requireAuth(), validateParams(QuoteParams), validateQuery(DocumentQuery), async (c) => {
  const db = c.env.DB;
  const quote = await visibleQuote(db, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  if (quote.status === 'SENT') throw notFound('This quote has not been answered yet');
  const [detail, customer] = await Promise.all([loadQuoteDetail(db, quote.id), customerName(db, quote.customer_id)]);
  const bytes = await quoteDocumentPdf({
    brandName: c.req.valid('query').brand,
    customerName: customer,
    quote,
    status: effectiveStatus(quote.status, quote.valid_until, todayInStockholm()),
    items: detail.items,
    messages: detail.messages,
    withPrices: seesQuotePrices(c.var.auth, quote.customer_id),
  });
  return pdfResponse(bytes, quoteFileName(quote.number));
});
