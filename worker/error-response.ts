import type { Context } from 'hono';
import { t } from '../src/lib/texts';
import { errorPageActions } from '../src/lib/error-page-actions';
import { errorPageTexts } from '../src/lib/error-page-texts';
import { safeReturnTo } from '../src/lib/routes/safe-return-to';
import type { ShopEnv } from '../src/lib/request/shop-env';
import { ERROR_PAGE_STYLE } from './error-page-style';
import { refererPath } from './routes/session/form-post';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** API paths answer JSON unless the caller asks for a page; any path answers JSON on request. */
const wantsJson = (c: Context<ShopEnv>) => {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') || (c.req.path.startsWith('/api/') && !accept.includes('text/html'));
};

export interface ErrorResponseOptions {
  /** The path a failed route validate names ("Page Not Found: {path}"). */
  path?: string;
  /** A machine-readable code for API callers (JSON only). */
  code?: string;
  /** A message for API callers (JSON only); defaults to the Swedish reason. */
  message?: string;
  /** A Swedish sentence from the catalogue that replaces the status's default reason, on the page and in JSON. */
  reason?: string;
}

/**
 * The error answer given by the edge before Waku renders anything (guards, bad input, crashes):
 * JSON for API callers, otherwise a small self-contained Swedish error page in the brand's
 * stylesheet, with a way back. It never includes a stack trace or the raw error; an EdgeError's own code and
 * message (written for API callers) go into the JSON answer only.
 */
export function renderErrorResponse(c: Context<ShopEnv>, status: number, options: ErrorResponseOptions = {}): Response {
  const defaults = errorPageTexts(status, options.path);
  const texts = options.reason ? { ...defaults, reason: options.reason } : defaults;
  if (wantsJson(c)) {
    const error = { status, code: options.code ?? texts.code, message: options.message ?? texts.reason, requestId: c.var.requestId };
    return c.json({ error }, status as 400);
  }
  const brand = c.var.brand;
  // Spec point 2: an error from the server side offers "go back", here as a link to the page of
  // ours the buyer came from (the page has no script); a 404, or nowhere to go back to, the start page.
  const back = refererPath(c);
  const actions = errorPageActions(status, back !== undefined);
  const buttons = [
    actions.goBack && back ? `<a class="button button--primary" href="${escapeHtml(safeReturnTo(back))}">${escapeHtml(t('errorPage.goBack'))}</a>` : '',
    actions.toStart ? `<a class="button ${actions.goBack ? 'button--secondary' : 'button--primary'}" href="/">${escapeHtml(t('errorPage.toStart'))}</a>` : '',
  ].join('');
  const html = `<!doctype html>
<html lang="sv" data-brand="${brand?.id ?? ''}">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)} – ${escapeHtml(brand?.name ?? '')}</title>
${brand ? `<link rel="stylesheet" href="${brand.stylesheet}"><link rel="icon" href="${brand.logos.favicon}">` : ''}
<style>${ERROR_PAGE_STYLE}</style>
</head>
<body>
${brand ? `<header class="error-header"><a href="/"><img src="${brand.logos.logo}" alt="${escapeHtml(brand.name)}" width="200" height="48"></a></header>` : ''}
<main class="site-main error-page" data-status="${status}"${texts.message ? ` data-error="${escapeHtml(texts.message)}"` : ''}>
<p class="error-page__status">${status}</p>
<h1 class="error-page__title">${escapeHtml(texts.title)}</h1>
<p class="error-page__reason">${escapeHtml(texts.reason)}</p>
${texts.detail ? `<p class="error-page__detail">${escapeHtml(texts.detail)}</p>` : ''}
<p class="error-page__actions">${buttons}</p>
</main>
</body>
</html>`;
  return c.html(html, status as 400);
}
