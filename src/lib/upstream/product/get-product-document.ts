import 'server-only';
import type { UpstreamService } from '../upstream-service';

/**
 * GET /variants/{articleNumber}/documents/{kind}: a variant's datasheet or safety data sheet as
 * the product service's raw PDF answer (a file, not JSON); the caller checks the status.
 */
export function getProductDocument(product: UpstreamService, articleNumber: string, kind: string): Promise<Response> {
  const base = product.baseUrl.endsWith('/') ? product.baseUrl : `${product.baseUrl}/`;
  return product.fetch(new Request(new URL(`variants/${encodeURIComponent(articleNumber)}/documents/${encodeURIComponent(kind)}`, base)));
}
