import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The CDA's error ids used here (sys.id of an error body). */
export type CdaErrorId = 'BadRequest' | 'InvalidQuery' | 'AccessTokenInvalid' | 'NotFound' | 'ValidationFailed' | 'ServerError';

/** One entry of `details.errors`: which parameter failed and why. */
export interface CdaErrorDetail {
  name: string;
  path?: string[];
  value?: unknown;
  details?: string;
}

/**
 * An expected failure in the Content Delivery API's own shape:
 * `{ sys: { type: 'Error', id }, message, details, requestId }`. SDKs (contentful.js) read
 * sys.id and message, so the content routes never answer the backend's usual error body.
 */
export class CdaError extends Error {
  override readonly name = 'CdaError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly id: CdaErrorId,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const invalidQuery = (errors: CdaErrorDetail[]) =>
  new CdaError(400, 'InvalidQuery', `The query is invalid: ${errors.map((error) => error.details ?? error.name).join('; ')}`, { errors });

/** InvalidQuery for one parameter, the common case of the query parser. */
export const invalidParameter = (path: string, details: string, value?: unknown) =>
  invalidQuery([{ name: 'invalid', path: [path], details, ...(value === undefined ? {} : { value }) }]);

export const badRequest = (message: string) => new CdaError(400, 'BadRequest', message);

export const accessTokenInvalid = () => new CdaError(401, 'AccessTokenInvalid', 'The access token is missing, unknown or not valid for this space.');

export const notFound = (type: string, id: string) => new CdaError(404, 'NotFound', 'The resource was not found.', { type, id });

export const validationFailed = (errors: CdaErrorDetail[]) =>
  new CdaError(422, 'ValidationFailed', `Validation failed: ${errors.map((error) => error.details ?? error.name).join('; ')}`, { errors });

export const cdaErrorBody = (id: CdaErrorId, message: string, requestId: string, details?: Record<string, unknown>) => ({
  sys: { type: 'Error' as const, id },
  message,
  ...(details ? { details } : {}),
  requestId,
});
