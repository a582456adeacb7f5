import 'server-only';
import type { UpstreamService } from '../upstream-service';

/**
 * GET /images/{path}: a product, category or pictogram image of the product service, as its raw
 * answer: a file, not JSON, so the JSON request policy does not apply; the caller checks the
 * status and passes the body on. `imagePath` starts with '/images/' and is resolved under the
 * base address, so a path prefix in the base is kept.
 */
export function getProductImage(product: UpstreamService, imagePath: string): Promise<Response> {
  const base = product.baseUrl.endsWith('/') ? product.baseUrl : `${product.baseUrl}/`;
  return product.fetch(new Request(new URL(imagePath.slice(1), base)));
}
