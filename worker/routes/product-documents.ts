import type { Context, Hono } from 'hono';
import { reportError } from '../../src/lib/request/error-reporting';
import { servicesOf, waitUntilOf } from '../../src/lib/request/request-context';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { getProductDocument } from '../../src/lib/upstream/product/get-product-document';
import { renderErrorResponse } from '../error-response';

/** /dokument/{articleNumber}/{kind}.pdf, the URL the product service puts in a variant's assets. */
const DOCUMENT_PATH = /^\/dokument\/([0-9A-Za-z-]{1,20})\/(produktblad|sakerhetsdatablad)\.pdf$/;

/** Raised when the product service draws documents differently: every stored file is then drawn anew. */
const DOCUMENT_GENERATION = 'd1';

const storageKey = (articleNumber: string, kind: string) => `d/${DOCUMENT_GENERATION}/${articleNumber}/${kind}.pdf`;

/**
 * GET /dokument/{articleNumber}/{produktblad|sakerhetsdatablad}.pdf: a product's datasheet or
 * safety data sheet from the object store (binding DOCUMENTS, decision 030). A file not stored yet
 * is asked of the product service once and kept. Public like the product page (no price in it),
 * opened in the browser's PDF viewer, cached for a day.
 */
export function registerProductDocumentRoutes(app: Hono<ShopEnv>): void {
  app.get('/dokument/*', serveProductDocument);
}

async function serveProductDocument(c: Context<ShopEnv>): Promise<Response> {
  const match = DOCUMENT_PATH.exec(c.req.path);
  const [, articleNumber, kind] = match ?? [];
  if (!articleNumber || !kind) return renderErrorResponse(c, 404);
  const key = storageKey(articleNumber, kind);
  const stored = await c.env.DOCUMENTS.get(key);
  if (stored) return pdfResponse(stored.body, stored.size, `${kind}-${articleNumber}.pdf`, 'stored');

  const upstream = await getProductDocument(servicesOf(c).product, articleNumber, kind).catch((error: unknown) => error);
  if (!(upstream instanceof Response) || upstream.status >= 500) {
    reportError(c, upstream instanceof Response ? new Error(`product document answered ${upstream.status}`) : upstream);
    return renderErrorResponse(c, 503);
  }
  if (!upstream.ok) return renderErrorResponse(c, 404);
  const bytes = new Uint8Array(await upstream.arrayBuffer());
  waitUntilOf(c)(c.env.DOCUMENTS.put(key, bytes, { httpMetadata: { contentType: 'application/pdf' } }));
  return pdfResponse(bytes, bytes.byteLength, `${kind}-${articleNumber}.pdf`, 'drawn');
}

function pdfResponse(body: BodyInit, size: number, filename: string, source: 'stored' | 'drawn'): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(size),
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      // The tests and the bench read where the file came from.
      'X-Document-Source': source,
    },
  });
}
