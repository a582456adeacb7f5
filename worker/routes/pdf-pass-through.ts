import type { Context } from 'hono';
import { reportError } from '../../src/lib/request/error-reporting';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { t, type TextKey } from '../../src/lib/texts';
import { UpstreamError } from '../../src/lib/upstream';
import { renderErrorResponse } from '../error-response';

/**
 * What the shop's document downloads share (order confirmation, invoice, quote): the service's
 * PDF handed on as it streams, never buffered, private (no shared cache, no sniffing) with the
 * service's file name; and the service's refusals as the shop's own error pages.
 */
export function pdfPassThrough(upstream: Response): Response {
  const disposition = upstream.headers.get('content-disposition') ?? 'attachment';
  const headers = new Headers({ 'Content-Type': 'application/pdf', 'Content-Disposition': disposition, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(upstream.body, { status: 200, headers });
}

/** 404 for what the user may not see (or that is none), 403 with the reason, 503 when the service is down. */
export function pdfFailure(c: Context<ShopEnv>, error: unknown, texts: { notAllowed: TextKey; unavailable: TextKey }): Response | Promise<Response> {
  if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return renderErrorResponse(c, 404);
  if (error instanceof UpstreamError && error.status === 403) return renderErrorResponse(c, 403, { reason: t(texts.notAllowed) });
  if (error instanceof UpstreamError && error.status === 401) return renderErrorResponse(c, 401, { reason: t('errors.please_login') });
  reportError(c, error);
  return renderErrorResponse(c, 503, { reason: t(texts.unavailable) });
}
