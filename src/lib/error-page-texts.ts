// The error page's words straight from their part of the catalogue, not through t(): the error
// boundary on every page needs them in the browser, and t() would bring every text along.
import { svErrorPage, svErrors } from './texts/sv-errors';
import { fillPlaceholders } from './texts/fill';

export interface ErrorPageTexts {
  code: 'not_found' | 'internal_server_error' | 'too_many_requests' | 'error';
  title: string;
  reason: string;
  /** "Sidan {path} finns inte." for a failed route validate: what the buyer reads. */
  detail?: string;
  /** Spec point 8's own message, "Page Not Found: {path}", kept for logs and tools, never shown. */
  message?: string;
}

/** Headline and reason per status, as spec point 2 wants: 404, 500, a rate limit's 429, anything else an apology. */
export function errorPageTexts(status: number, path?: string): ErrorPageTexts {
  if (status === 404) {
    return {
      code: 'not_found',
      title: svErrorPage.notFound.title,
      reason: svErrorPage.notFound.reason,
      ...(path ? { detail: fillPlaceholders(svErrorPage.pageNotFoundReason, { path }), message: fillPlaceholders(svErrorPage.pageNotFound, { path }) } : {}),
    };
  }
  if (status === 500) {
    return { code: 'internal_server_error', title: svErrorPage.internalServerError.title, reason: svErrorPage.internalServerError.reason };
  }
  if (status === 429) {
    return { code: 'too_many_requests', title: svErrorPage.tooManyRequests.title, reason: svErrors.too_many_requests };
  }
  return { code: 'error', title: svErrorPage.generic.title, reason: svErrorPage.generic.reason };
}

/** The error page's fixed words: the status label and its two ways out. */
export const errorPageLabels = { status: svErrorPage.status, goBack: svErrorPage.goBack, toStart: svErrorPage.toStart };
