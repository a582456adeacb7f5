import type { TextKey } from '../../texts';

/**
 * Errors of the content provider (spec point 8). Messages are for logs and reports; pages show
 * the Swedish 404 page for ContentNotFoundError and the service text key for the others.
 */

/** No items, or an item without fields: the spec's 'Content not found' (HTTP 404). */
export class ContentNotFoundError extends Error {
  override name = 'ContentNotFoundError';
  readonly status = 404;
  /** The spec's specific sentence, e.g. 'No content page found for slug: x'. */
  readonly detail: string;

  constructor(detail: string) {
    super('Content not found');
    this.detail = detail;
  }
}

/** The content system did not answer usefully after the client's retries. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
  readonly status: number;
  readonly textKey: TextKey = 'errors.content_service_not_available';

  constructor(message: string, status: number, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
  }
}

/** A missing space or token: the shop cannot show content at all, so it says so loudly. */
export class ContentConfigError extends Error {
  override name = 'ContentConfigError';
}

/**
 * The tag fetch failed (spec point 8: "Tag fetch failure: 404 error, reported"). Whatever the
 * content system answered, the tags count as not found: the listing page renders without tag
 * names, and this error goes to error reporting.
 */
export class ContentTagsError extends Error {
  override name = 'ContentTagsError';
  readonly status = 404;

  constructor(cause: unknown) {
    super(`Tag fetch failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
