import type { Context } from 'hono';
import { t, type TextKey, type TextParams } from '../../../src/lib/texts';
import type { ShopEnv } from '../../../src/lib/request/shop-env';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The answer to an entry the shop refuses: a small self-contained Swedish page saying what was
 * wrong, in the brand's stylesheet, shown by the procurement system to its buyer. No session is
 * opened and no cookie is set; the reason key is in data-punchout-error for support and tests.
 */
export function punchoutErrorPage(c: Context<ShopEnv>, status: 400 | 401 | 403 | 413 | 415 | 429 | 503, reason: TextKey, params?: TextParams): Response {
  const brand = c.var.brand;
  const title = t('punchout.entry.title');
  const html = `<!doctype html>
<html lang="sv" data-brand="${escapeHtml(brand?.id ?? '')}" data-mode="NORMAL">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(brand?.name ?? '')}</title>
${brand ? `<link rel="stylesheet" href="${escapeHtml(brand.stylesheet)}">` : ''}
</head>
<body>
<main class="site-main error-page" data-status="${status}" data-punchout-error="${escapeHtml(reason)}">
<p class="error-page__status">${status}</p>
<h1 class="error-page__title">${escapeHtml(title)}</h1>
<p class="error-page__reason">${escapeHtml(t(reason, params))}</p>
<p class="error-page__detail">${escapeHtml(t('punchout.entry.hint'))}</p>
</main>
</body>
</html>`;
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}
