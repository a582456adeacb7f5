import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Why a whole file was refused, as `errors[0]` of an answer without a cart (spec point 8). The
 * shop names each in the buyer's words (src/features/cart/import-answer.ts): CART_LIMIT with code
 * too_many_rows is a file past the import's row limit, not a full cart; FILE_TOO_LARGE (a body
 * past the upload limit, or a ZIP that inflates past its budget) a file too large.
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
