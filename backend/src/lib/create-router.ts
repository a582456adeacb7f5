import { Hono, type Env } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, errorBody } from './api-error';

/**
 * A service router whose errors always answer the JSON error body: ApiError with its code,
 * Hono's own HTTPExceptions (malformed JSON, body too large) as 4xx, a foreign key that no longer
 * holds as 409, anything else as a 500
 * without details. Sub-app error handlers apply only to the sub-app's routes, so each service
 * keeps its codes without touching the app-wide handler in index.ts.
 */
export function createRouter<E extends Env>(): Hono<E> {
  const router = new Hono<E>();
  router.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.status, error.code, error.message), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const code = status === 413 ? 'payload_too_large' : status < 500 ? 'invalid_request' : 'http_error';
      return c.json(errorBody(status, code, error.message || 'Bad request'), status);
    }
    // A write that points at a row gone meanwhile (a user removed while their token is still
    // valid, a customer or list deleted): the state changed under the caller, no server fault.
    if (isForeignKeyFailure(error)) return c.json(errorBody(409, 'reference_gone', 'Something this change refers to no longer exists'), 409);
    console.error('backend error', error instanceof Error ? error.message : String(error));
    return c.json(errorBody(500, 'internal_server_error', 'Internal server error'), 500);
  });
  return router;
}

const isForeignKeyFailure = (error: unknown): boolean => error instanceof Error && /FOREIGN KEY constraint failed/i.test(`${error.message} ${String(error.cause ?? '')}`);
