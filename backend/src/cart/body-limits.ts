import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/api-error';

/**
 * Cart bodies carry up to a thousand lines (a pasted quick-add list), so they get more room than
 * the 16 KB forms elsewhere; anything larger is refused before it is parsed.
 */
export const MAX_CART_JSON_BYTES = 256 * 1024;

/** Spreadsheets: 1,000 rows fit in well under 100 KB; 4 MB leaves room for formatting. */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

export const limitCartJson = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_CART_JSON_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'Request body too large');
    },
  });
