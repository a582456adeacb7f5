import 'server-only';
import { composeErrorMessage, t, type TextKey } from '../texts';
import { UpstreamError } from '../upstream';
import { SessionRequiredError } from './session-access';

/** A server action was called with arguments of the wrong shape (see parsedAction). */
export class MalformedActionCallError extends Error {
  constructor(issues: number) {
    super(`the server action's arguments do not parse (${issues} issues)`);
    this.name = 'MalformedActionCallError';
  }
}

export interface ActionFailure {
  /** 'invalid': the user can fix it (sign in); 'failed': a service did not do it. */
  status: 'invalid' | 'failed';
  message: string;
}

/**
 * Spec point 8's cart operations: their calls suppress the service's own message and say what
 * failed, a server error included ("Ett fel uppstod. Produkten kunde inte läggas i varukorgen.
 * Försök igen senare." rather than "… Något gick fel hos oss. …").
 */
const CART_OPERATION_KEYS: ReadonlySet<TextKey> = new Set<TextKey>([
  'errors.update_delivery_date',
  'errors.transfer_cart',
  'errors.cart_add_product',
  'errors.cart_add_products',
  'errors.cart_uploads_products',
  'errors.cart_generate_file',
  'errors.cart_remove_products',
  'errors.cart_update_product',
  'errors.cart_update_products',
]);

/**
 * What a server action answers when its work threw (spec point 8): arguments of the wrong shape →
 * "Förfrågan kunde inte behandlas."; no session → "Vänligen logga in"; a failed service call →
 * "Ett fel uppstod. <what failed> Försök igen senare." with the operation's own key, or the
 * service's status text when it did not answer at all, or, for other than cart operations, when
 * it failed (5xx). Anything else (a redirect after a 401, a bug) goes on to the framework.
 */
export function actionFailure(error: unknown, detailKey: TextKey = 'errors.unknown_error_occurred', params?: Record<string, string | number>): ActionFailure {
  if (error instanceof MalformedActionCallError) return { status: 'invalid', message: t('errors.bad_request') };
  if (error instanceof SessionRequiredError) return { status: 'invalid', message: t('errors.please_login') };
  if (!(error instanceof UpstreamError)) throw error;
  const serviceSays = error.status === 0 || (error.status >= 500 && !CART_OPERATION_KEYS.has(detailKey));
  return { status: 'failed', message: composeErrorMessage(serviceSays ? error.textKey : detailKey, params) };
}
