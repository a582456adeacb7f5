/**
 * What may leave the browser in an error report (issue 18): no cookies, no headers, no tokens
 * and no query strings (a punch-out entry carries credentials in its query). Client-safe and
 * free of the SDK, so it is tested on its own.
 */

const SECRET_KEYS = /authorization|cookie|token|password|secret|credential/i;

/** An address without its query and fragment; anything that is no address stays as it is. */
export function withoutQuery(value: string): string {
  return value.replace(/[?#][^\s"']*/g, '');
}

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEYS.test(key) ? '[redacted]' : scrub(inner)]));
  }
  if (typeof value === 'string') return withoutQuery(value.replace(/Bearer\s+[\w.-]+/g, 'Bearer [redacted]'));
  return value;
}

/** The event as it may be sent: request reduced to its address without query, the rest scrubbed. */
export function scrubReport<T extends { request?: { url?: string | undefined } | undefined }>(event: T): T {
  const { request, ...rest } = event;
  const scrubbed = scrub(rest) as T;
  if (request?.url) scrubbed.request = { url: withoutQuery(request.url) };
  return scrubbed;
}

/** A breadcrumb (navigation, fetch, click) with every address in it cut to its path. */
export const scrubBreadcrumb = <T>(breadcrumb: T): T => scrub(breadcrumb) as T;
