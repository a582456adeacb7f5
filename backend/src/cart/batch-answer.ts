import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody } from '../lib/api-error';
import type { AddResult, LineFailure } from './add-items';

/** How a line failure maps to HTTP when it is the whole answer (a single-line call). */
const STATUS_OF: Record<string, ContentfulStatusCode> = {
  not_found: 404,
  duplicate_line: 409,
  CART_LIMIT: 409,
  unknown_article: 422,
  not_purchasable: 422,
  express_not_available: 422,
  delivery_not_allowed: 403,
};

export const statusOf = (code: string): ContentfulStatusCode => STATUS_OF[code] ?? 400;

const MESSAGES: Record<string, string> = {
  CART_LIMIT: 'The cart cannot hold more lines',
  unknown_article: 'Unknown article',
  not_purchasable: 'The article cannot be bought for this delivery',
};

/** One code for a set of failures: theirs when they agree, else a general one. */
function commonCode(errors: readonly LineFailure[]): string {
  const codes = new Set(errors.map((error) => error.code));
  const [only] = codes;
  return codes.size === 1 && only ? only : 'items_not_saved';
}

/**
 * A batch call's answer: 200 with the saved lines and the failed ones when anything was saved;
 * when nothing was, the error body (so the shop's error mapping applies) with the same lists.
 */
export function batchAnswer(cartId: string, result: AddResult): { status: ContentfulStatusCode; body: Record<string, unknown> } {
  if (result.cartItems.length > 0 || result.errors.length === 0) return { status: 200, body: { cartId, ...result } };
  const code = commonCode(result.errors);
  const status = code === 'items_not_saved' ? 422 : statusOf(code);
  return { status, body: { ...errorBody(status, code, MESSAGES[code] ?? 'No line was saved'), cartId, ...result } };
}
