import 'server-only';
import { composeErrorMessage, type TextKey } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import type { CartActionState } from '../cart-action-state';

/**
 * Spec point 8: a failed cart call says "Ett fel uppstod. <what failed> Försök igen senare."
 * with the operation's own key; a service that did not answer gives its status text instead.
 * Anything that is not an upstream failure (a redirect after a 401) goes on.
 */
export function failedState(error: unknown, detailKey: TextKey, params?: Record<string, string | number>): CartActionState {
  if (!(error instanceof UpstreamError)) throw error;
  const key = error.status === 0 || error.status >= 500 ? error.textKey : detailKey;
  return { status: 'failed', message: composeErrorMessage(key, params) };
}
