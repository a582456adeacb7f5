'use server';

import { z } from 'zod';
import { actionFailure, callAsUser, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../lib/request';
import { t } from '../../lib/texts';
import { UpstreamError } from '../../lib/upstream';
import { getUser } from '../../lib/upstream/auth/get-user';
import { requestCredentials } from '../../lib/upstream/auth/request-credentials';
import type { UserActionState } from './user-form-state';

const ResendSchema = z.object({ userId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });

/**
 * "Skicka aktiveringsmejl igen": a new sign-up link (POST /users/credentials/request) for a user
 * who has not activated yet. The user is read as the admin first, so only a user this admin
 * administers gets one; the newest link is the only one that works.
 */
export const resendActivation = parsedAction(formActionArgs<UserActionState>(), (failure): UserActionState => failure, async (_previous, form): Promise<UserActionState> => {
  try {
    if (!requireSession().isAdmin) return { status: 'failed', message: t('userAdmin.messages.notAllowed') };
    const parsed = ResendSchema.safeParse({ userId: form.get('userId') });
    if (!parsed.success) return { status: 'invalid', message: t('errors.bad_request') };
    const auth = getRequestContext().services.auth;
    const user = await callAsUser((accessToken) => getUser(auth, { accessToken, userId: parsed.data.userId }));
    if (!user.pendingActivation) return { status: 'invalid', message: t('userAdmin.messages.notAllowed') };
    await requestCredentials(auth, { email: user.email, type: 'signup' });
    return { status: 'done', message: t('userAdmin.account.resent', { email: user.email }) };
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 403 || error.status === 404)) return { status: 'failed', message: t('userAdmin.messages.notFound') };
    return actionFailure(error, 'userAdmin.errors.resend');
  }
});
