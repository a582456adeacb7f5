import { z } from 'zod';
import { isEmailAddress } from '../../../domain/contact/email-address';
import { todayInStockholm } from '../../../domain/calendar';
import { badRequest, notFound } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams, validateQuery } from '../lib/validate';
import { visibleOrder } from './order-access';
import { CUSTOMER_HEADER } from '../commerce/customer-access';
import { BrandName, customerName, pdfResponse } from '../lib/pdf-response';
import { findInvoices, findOrderAddresses, toAddress, toInvoice } from './order-documents-repository';
import { orderDocumentPdf } from './order-pdf';
import { OrderIdParams } from './order-routes';
import { confirmationFileName, invoiceFileName, type OrderItemRow, type OrderRow } from './order-view';

/**
 * The documents of one order (spec point 7, "Orders"): its addresses and invoices, the order
 * confirmation and invoices as PDF, and a document sent by e-mail. Every call first finds the
 * order as the caller may see it (order-access.ts): another customer's order is a 404.
 */
export const orderDocumentRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'private, no-store' };

const DocumentQuery = z.object({ brand: BrandName, invoiceNumber: z.string().regex(/^\d{6,14}$/).optional() });

const MAX_MESSAGE = 1_000;
const EmailBody = z.object({
  document: z.enum(['order-confirmation', 'invoice']).default('order-confirmation'),
  invoiceNumber: z.string().regex(/^\d{6,14}$/).optional(),
  recipient: z.string().trim().refine(isEmailAddress, 'Expected an e-mail address'),
  message: z.string().trim().max(MAX_MESSAGE).default(''),
  /** One per rendered form: a form posted twice sends one e-mail. */
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/),
  brand: BrandName,
});


/** The confirmation exists once the order is confirmed; a received order has none yet (decision 018). */
function assertConfirmation(order: OrderRow) {
  if (order.status === 'RECEIVED') throw notFound('This order has no order confirmation yet');
}

async function renderDocument(
  db: D1Database,
  input: { order: OrderRow; items: OrderItemRow[]; withPrices: boolean; brand: string; invoiceNumber?: string | undefined; kind: 'confirmation' | 'invoice' },
) {
  const [addresses, invoices, name] = await Promise.all([findOrderAddresses(db, input.order.id), input.kind === 'invoice' ? findInvoices(db, input.order.id) : [], customerName(db, input.order.customer_id)]);
  const invoice = input.kind === 'invoice' ? (input.invoiceNumber ? invoices.find((i) => i.invoice_number === input.invoiceNumber) : invoices[0]) : undefined;
  if (input.kind === 'invoice' && !invoice) throw notFound('This order has no such invoice');
  const bytes = await orderDocumentPdf({ kind: input.kind, brandName: input.brand, customerName: name, order: input.order, items: input.items, addresses, invoice, withPrices: input.withPrices });
  return { bytes, filename: invoice ? invoiceFileName(invoice.invoice_number) : confirmationFileName(input.order.id) };
}

orderDocumentRoutes.get('/orders/:id/addresses', requireAuth(), validateParams(OrderIdParams), async (c) => {
  const { order } = await visibleOrder(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const rows = await findOrderAddresses(c.env.DB, order.id);
  return c.json({ orderId: String(order.id), data: rows.map(toAddress) }, 200, NO_STORE);
});

orderDocumentRoutes.get('/orders/:id/invoices', requireAuth(), validateParams(OrderIdParams), async (c) => {
  const { order, withPrices } = await visibleOrder(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const today = todayInStockholm();
  const rows = await findInvoices(c.env.DB, order.id);
  return c.json({ orderId: String(order.id), data: rows.map((row) => ({ ...toInvoice(row, withPrices, today), fileName: invoiceFileName(row.invoice_number) })) }, 200, NO_STORE);
});

orderDocumentRoutes.get('/orders/:id/documents/order-confirmation', requireAuth(), validateParams(OrderIdParams), validateQuery(DocumentQuery), async (c) => {
  const { order, items, withPrices } = await visibleOrder(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  assertConfirmation(order);
  const { bytes, filename } = await renderDocument(c.env.DB, { order, items, withPrices, brand: c.req.valid('query').brand, kind: 'confirmation' });
  return pdfResponse(bytes, filename);
});

/** The invoice as PDF: the one named by invoiceNumber, else the order's first. */
orderDocumentRoutes.get('/orders/:id/download', requireAuth(), validateParams(OrderIdParams), validateQuery(DocumentQuery), async (c) => {
  const { order, items, withPrices } = await visibleOrder(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const query = c.req.valid('query');
  const { bytes, filename } = await renderDocument(c.env.DB, { order, items, withPrices, brand: query.brand, invoiceNumber: query.invoiceNumber, kind: 'invoice' });
  return pdfResponse(bytes, filename);
});

/**
 * POST /orders/{id}/documents/email: the document to a recipient, with the buyer's message. The
 * mail waits in the outbox like every mail of the backend, naming the PDF it carries. The row and
 * the mail are written in one transaction, and the mail only while the row has none: the same
 * requestKey posted again answers the first send and queues nothing.
 */
orderDocumentRoutes.post('/orders/:id/documents/email', requireAuth(), limitJsonBody(), validateParams(OrderIdParams), validateJson(EmailBody), async (c) => {
  const { order } = await visibleOrder(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const body = c.req.valid('json');
  let filename: string;
  if (body.document === 'invoice') {
    const invoices = await findInvoices(c.env.DB, order.id);
    const invoice = body.invoiceNumber ? invoices.find((i) => i.invoice_number === body.invoiceNumber) : invoices[0];
    if (!invoice) throw notFound('This order has no such invoice');
    filename = invoiceFileName(invoice.invoice_number);
  } else {
    assertConfirmation(order);
    filename = confirmationFileName(order.id);
  }
  const sender = await c.env.DB.prepare("SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ?1").bind(c.var.auth.userId).first<{ name: string }>();
  const title = body.document === 'invoice' ? 'Faktura' : 'Orderbekräftelse';
  const subject = `${title} för order ${order.id} från ${body.brand}`;
  const text = [
    'Hej!',
    '',
    `${sender?.name ?? 'En kund'} skickar dig ${title.toLowerCase()} för order ${order.id}.`,
    ...(body.message ? ['', 'Meddelande:', body.message] : []),
    '',
    `Bifogad fil: ${filename}`,
    '',
  ].join('\n');
  const now = Date.now();
  const db = c.env.DB;
  const [inserted] = await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO order_document_emails (order_id, document, user_id, recipient, message, request_key, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
      .bind(order.id, filename, c.var.auth.userId, body.recipient, body.message || null, body.requestKey, now),
    db
      .prepare('INSERT INTO email_outbox (to_address, subject, body, created_at) SELECT recipient, ?3, ?4, ?5 FROM order_document_emails WHERE user_id = ?1 AND request_key = ?2 AND emailed_at IS NULL')
      .bind(c.var.auth.userId, body.requestKey, subject, text, now),
    db.prepare('UPDATE order_document_emails SET emailed_at = ?3 WHERE user_id = ?1 AND request_key = ?2 AND emailed_at IS NULL').bind(c.var.auth.userId, body.requestKey, now),
  ]);
  const sent = await db
    .prepare('SELECT order_id, document, recipient, created_at FROM order_document_emails WHERE user_id = ?1 AND request_key = ?2')
    .bind(c.var.auth.userId, body.requestKey)
    .first<{ order_id: number; document: string; recipient: string; created_at: number }>();
  if (!sent || sent.order_id !== order.id) throw badRequest('requestKey was used for another order', 'request_key_reused');
  const replayed = (inserted?.meta.changes ?? 0) === 0;
  return c.json({ orderId: String(order.id), document: sent.document, recipient: sent.recipient, sentAt: new Date(sent.created_at).toISOString(), replayed }, replayed ? 200 : 201, NO_STORE);
});
