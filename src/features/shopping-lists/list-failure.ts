import 'server-only';
import { actionFailure } from '../../lib/request';
import { t, type TextKey } from '../../lib/texts';
import { UpstreamError, upstreamErrorCode } from '../../lib/upstream';
import { LIST_NAME_MAX } from './list-name';
import type { ListActionState } from './list-action-state';

const NAME_CODES: Record<string, TextKey> = {
  name_required: 'shoppingLists.name.required',
  name_too_long: 'shoppingLists.name.tooLong',
  name_invalid: 'shoppingLists.name.invalid',
};

/**
 * A failed list call as the buyer reads it: a list deleted meanwhile (404) or not theirs to change
 * (403) gets its own sentence, a refused name its rule; anything else the shop's generic failure.
 */
export function listFailure(error: unknown, detailKey: TextKey = 'shoppingLists.errors.failed'): ListActionState {
  if (error instanceof UpstreamError && error.status === 404) return { status: 'invalid', message: t('shoppingLists.errors.gone') };
  if (error instanceof UpstreamError && error.status === 403) return { status: 'invalid', message: t('shoppingLists.errors.notAllowed') };
  const nameKey = NAME_CODES[upstreamErrorCode(error) ?? ''];
  if (nameKey) return { status: 'invalid', message: t(nameKey, { max: LIST_NAME_MAX, length: '' }) };
  return actionFailure(error, detailKey);
}
