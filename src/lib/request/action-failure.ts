import 'server-only';
import { composeErrorMessage, t, type TextKey } from '../texts';
import { UpstreamError } from '../upstream';
import { SessionRequiredError } from './session-access';

export interface ActionFailure {
  /** 'invalid': the user can fix it (sign in); 'failed': a service did not do it. */
  status: 'invalid' | 'failed';
  message: string;
}

/**
 * What a server action answers when its work threw (spec point 8): no session → "Vänligen logga
 * in"; a failed service call → "Ett fel uppstod. <what failed> Försök igen senare." with the
 * operation's own key, or the service's status text when it did not answer at all. Anything else
 * (a redirect after a 401, a bug) goes on to the framework.
 */
export function actionFailure(error: unknown, detailKey: TextKey, params?: Record<string, string | number>): ActionFailure {
  if (error instanceof SessionRequiredError) return { status: 'invalid', message: t('errors.please_login') };
  if (!(error instanceof UpstreamError)) throw error;
  const key = error.status === 0 || error.status >= 500 ? error.textKey : detailKey;
  return { status: 'failed', message: composeErrorMessage(key, params) };
}
