/**
 * The shop's path of a quote's PDF (worker/routes/quote-documents.ts streams it from the quote
 * service, authorised by the session): /api/quotes/{id}/offert.pdf.
 */
export const QUOTE_DOCUMENT_PATH = /^\/api\/quotes\/(Q-[A-Za-z0-9_-]{8,40})\/offert\.pdf$/;

export const quoteDocumentPath = (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}/offert.pdf`;
