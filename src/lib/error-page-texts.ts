import { t } from './texts';

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
      title: t('errorPage.notFound.title'),
      reason: t('errorPage.notFound.reason'),
      ...(path ? { detail: t('errorPage.pageNotFoundReason', { path }), message: t('errorPage.pageNotFound', { path }) } : {}),
    };
  }
  if (status === 500) {
    return { code: 'internal_server_error', title: t('errorPage.internalServerError.title'), reason: t('errorPage.internalServerError.reason') };
  }
  if (status === 429) {
    return { code: 'too_many_requests', title: t('errorPage.tooManyRequests.title'), reason: t('errors.too_many_requests') };
  }
  return { code: 'error', title: t('errorPage.generic.title'), reason: t('errorPage.generic.reason') };
}
