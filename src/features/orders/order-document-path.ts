/**
 * The shop's paths of an order's PDFs (worker/routes/order-documents.ts streams them from the
 * order service, authorised by the session): the order confirmation, or one invoice.
 */
export const ORDER_DOCUMENT_PATH = /^\/api\/orders\/(\d{1,12})\/(orderbekraftelse|fakturor\/(\d{6,14}))\.pdf$/;

export const orderDocumentPath = (orderId: string, invoiceNumber?: string) =>
  invoiceNumber ? `/api/orders/${encodeURIComponent(orderId)}/fakturor/${encodeURIComponent(invoiceNumber)}.pdf` : `/api/orders/${encodeURIComponent(orderId)}/orderbekraftelse.pdf`;
