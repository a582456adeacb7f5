import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Why a whole file was refused. `id` is what the shop reads (spec point 8): CART_LIMIT shows
 * cart.cart_limit_exceeded, any other id cart.wrong_import followed by the ids. FILE_TOO_LARGE
 * (a body past the upload limit, or a ZIP that inflates past its budget) is not the cart being
 * full: the shop says that the file is too large.
 */
export type FileProblem = 'CART_LIMIT' | 'EMPTY_FILE' | 'FILE_TOO_LARGE' | 'INVALID_FILE';

const STATUS: Record<FileProblem, ContentfulStatusCode> = { CART_LIMIT: 413, EMPTY_FILE: 400, FILE_TOO_LARGE: 413, INVALID_FILE: 415 };

export class SpreadsheetError extends Error {
  override readonly name = 'SpreadsheetError';
  readonly status: ContentfulStatusCode;

  constructor(
    readonly id: FileProblem,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.status = STATUS[id];
  }
}
