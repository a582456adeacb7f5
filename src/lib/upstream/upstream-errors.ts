import type { TextKey } from '../texts';

/**
 * Errors from calls to upstream services (spec point 8). Every class carries the text key
 * a page shows, so no component has to map statuses to messages itself; `message` and
 * `detail` are for logs and error reporting only and are never shown to users.
 */

export interface UpstreamErrorInit {
  service: string;
  /** HTTP status of the answer; 0 when no answer arrived (network failure, time-out, abort). */
  status: number;
  textKey: TextKey;
  message: string;
  /** A short excerpt of what upstream said, for error reports. */
  detail?: string;
  cause?: unknown;
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly service: string;
  readonly status: number;
  readonly textKey: TextKey;
  readonly detail: string | undefined;

  constructor(init: UpstreamErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.service = init.service;
    this.status = init.status;
    this.textKey = init.textKey;
    this.detail = init.detail;
  }
}

/** 401: the token is no longer accepted. The session layer catches this to sign the user out. */
export class UpstreamUnauthorizedError extends UpstreamError {
  override name = 'UpstreamUnauthorizedError';
}

/** The caller aborted (the visitor navigated away). Never reported, never shown. */
export class UpstreamAbortedError extends UpstreamError {
  override name = 'UpstreamAbortedError';
}

/** No answer within the per-attempt time-out. */
export class UpstreamTimeoutError extends UpstreamError {
  override name = 'UpstreamTimeoutError';
}

/** A 2xx answer that is not JSON or does not match the expected schema: a contract break. */
export class UpstreamResponseInvalidError extends UpstreamError {
  override name = 'UpstreamResponseInvalidError';
}

const INVALID_TOKEN = 'invalid token';

/** Upstream signals an expired token either as a bare string or as `{ message }`/`{ error }`. */
function saysInvalidToken(body: unknown): boolean {
  if (typeof body === 'string') return body.trim().toLowerCase() === INVALID_TOKEN;
  if (typeof body !== 'object' || body === null) return false;
  const { message, error } = body as { message?: unknown; error?: unknown };
  return [message, error].some((value) => typeof value === 'string' && value.trim().toLowerCase() === INVALID_TOKEN);
}

/**
 * The text key for a failed call, exactly in the order of spec point 8:
 * 'Invalid token' answer, then 5xx, 403, 404, then the service default, else unknown.
 */
export function errorTextKey(status: number, body: unknown, serviceDefault?: TextKey): TextKey {
  if (saysInvalidToken(body)) return 'errors.invalid_token';
  if (status >= 500) return 'errors.internal_server_error';
  if (status === 403) return 'errors.forbidden_action';
  if (status === 404) return 'errors.not_found';
  return serviceDefault ?? 'errors.unknown_error_occurred';
}

/**
 * Whether an error belongs in the error-reporting service. Aborts, 401s and other 4xx
 * answers are caused by the visitor or their session, not by a fault to fix; reporting
 * them would drown real incidents.
 */
export function shouldReport(error: unknown): boolean {
  if (error instanceof UpstreamAbortedError || error instanceof UpstreamUnauthorizedError) return false;
  if (error instanceof UpstreamTimeoutError || error instanceof UpstreamResponseInvalidError) return true;
  if (error instanceof UpstreamError) return !(error.status >= 400 && error.status < 500);
  // A bare abort from code that called fetch directly is still just an abort.
  if (error instanceof Error && error.name === 'AbortError') return false;
  return true;
}
