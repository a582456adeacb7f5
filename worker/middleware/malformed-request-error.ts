import { unstable_getErrorInfo as getWakuErrorInfo } from 'waku/minimal/server';
import { EdgeError } from '../edge-error';

type MalformedStatus = 400 | 403 | 404 | 405 | 413 | 415;

/**
 * A request no page, RSC payload or server function of the shop can answer: an RSC address Waku
 * never writes, a server-function call with the wrong method, origin, content type or body, an
 * unknown function id. The request guard throws it before Waku sees the request; the shop's one
 * onError answers it like any EdgeError (the Swedish page, or JSON for API callers), with `Allow`
 * on a 405. It is the caller's mistake, so it is never reported as a server error.
 */
export class MalformedRequestError extends EdgeError {
  /** The methods the address does accept (the Allow header of a 405). */
  readonly allow: string | undefined;

  constructor(status: MalformedStatus, code: string, message: string, options: { allow?: string } = {}) {
    super(status, code, message);
    this.name = 'MalformedRequestError';
    this.allow = options.allow;
  }
}

/**
 * The status of an error Waku throws for a request it refuses while reading it (its own
 * "Method Not Allowed" 405 and "Forbidden" 403 for server functions carry their status in the
 * error's digest). Such a refusal is the caller's, so it keeps its 4xx instead of becoming a 500.
 */
export function refusedRequestStatus(error: unknown): 400 | 403 | 404 | 405 | 413 | 415 | undefined {
  const status = getWakuErrorInfo(error)?.status;
  if (status === 400 || status === 403 || status === 404 || status === 405 || status === 413 || status === 415) return status;
  return undefined;
}
