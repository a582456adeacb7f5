import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ContentEnv } from '../content-env';
import { CdaError, cdaErrorBody } from './cda-error';

export const CDA_CONTENT_TYPE = 'application/vnd.contentful.delivery.v1+json; charset=utf-8';

/**
 * A router whose errors answer in the CDA error shape: CdaError as it is, Hono's own
 * HTTPExceptions (malformed JSON, body too large) as BadRequest, anything else as a ServerError
 * without details. Every answer carries a request id, as Contentful's do.
 */
export function createCdaRouter(): Hono<ContentEnv> {
  const router = new Hono<ContentEnv>();
  router.onError((error, c) => {
    const requestId = crypto.randomUUID();
    c.header('X-Contentful-Request-Id', requestId);
    c.header('Content-Type', CDA_CONTENT_TYPE);
    if (error instanceof CdaError) {
      if (error.status === 401) c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.body(JSON.stringify(cdaErrorBody(error.id, error.message, requestId, error.details)), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      return c.body(JSON.stringify(cdaErrorBody('BadRequest', error.message || 'Bad request', requestId)), status);
    }
    console.error('content api error', error instanceof Error ? error.message : String(error));
    return c.body(JSON.stringify(cdaErrorBody('ServerError', 'Internal server error', requestId)), 500);
  });
  return router;
}
