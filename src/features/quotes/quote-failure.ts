import 'server-only';
import { actionFailure } from '../../lib/request';
import { t, type TextKey } from '../../lib/texts';
import { UpstreamError, upstreamErrorCode } from '../../lib/upstream';
import type { QuoteActionState } from './quote-action-state';

const CODES: Record<string, TextKey> = {
  quote_expired: 'quotes.errors.expired',
  quote_not_open: 'quotes.errors.notOpen',
  unknown_article: 'quotes.errors.unknownArticle',
  invalid_valid_until: 'quotes.answer.invalidDate',
  lines_mismatch: 'quotes.answer.invalidPrice',
};

/** A refused quote call as the buyer or seller reads it; anything unexpected the shop's generic failure. */
export function quoteFailure(error: unknown): QuoteActionState {
  const key = CODES[upstreamErrorCode(error) ?? ''];
  if (key) return { status: 'invalid', message: t(key) };
  if (error instanceof UpstreamError && error.status === 404) return { status: 'invalid', message: t('quotes.errors.gone') };
  if (error instanceof UpstreamError && error.status === 403) return { status: 'invalid', message: t('quotes.errors.notAllowed') };
  return actionFailure(error, 'quotes.errors.failed');
}
