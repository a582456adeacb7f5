/**
 * A refusal by an edge route (bad secret, unreadable body, unknown form, a service that did not
 * store). Routes throw it; the one onError of the shop shapes it: JSON `{ error: { status, code,
 * message, requestId } }` for API callers, the Swedish error page for a browser.
 */
export class EdgeError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 502 | 503;
  readonly code: string;

  constructor(status: EdgeError['status'], code: string, message: string) {
    super(message);
    this.name = 'EdgeError';
    this.status = status;
    this.code = code;
  }
}
