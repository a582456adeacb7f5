import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error body every backend answer uses: `{ error: { status, code, message } }`. */
export interface ErrorBody {
  error: { status: number; code: string; message: string };
}

export const errorBody = (status: number, code: string, message: string): ErrorBody => ({
  error: { status, code, message },
});

/**
 * An expected failure with its HTTP status and a stable machine code. Services throw it from any
 * depth; the router's error handler turns it into the JSON body, so no handler formats errors.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'invalid_request') => new ApiError(400, code, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
