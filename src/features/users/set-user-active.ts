'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { z } from 'zod';
import { actionFailure, callAsUser, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../lib/request';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { UpstreamError } from '../../lib/upstream';
import { updateUser } from '../../lib/upstream/auth/update-user';
import type { UserActionState } from './user-form-state';

const SetActiveSchema = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  active: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/**
 * Deactivates (never deletes: orders keep their buyer) or reactivates a user, after the admin
 * confirmed it in the dialog. Posting it twice is harmless: the second post changes nothing.
 */
export const setUserActive = parsedAction(formActionArgs<UserActionState>(), (failure): UserActionState => failure, async (_previous, form): Promise<UserActionState> => {
  try {
    const session = requireSession();
    if (!session.isAdmin) return { status: 'failed', message: t('userAdmin.messages.notAllowed') };
    const parsed = SetActiveSchema.safeParse({ userId: form.get('userId'), active: form.get('active') });
    if (!parsed.success) return { status: 'invalid', message: t('errors.bad_request') };
    const { userId, active } = parsed.data;
    if (!active && userId === session.userId) return { status: 'invalid', message: t('userAdmin.messages.ownActive') };
    const user = await callAsUser((accessToken) => updateUser(getRequestContext().services.auth, { accessToken, userId, changes: { active } }));
    rerenderRoute(href('anvandare-id', { id: userId }));
    const message = !active ? 'userAdmin.account.deactivated' : user.pendingActivation ? 'userAdmin.account.reactivatedPending' : 'userAdmin.account.reactivated';
    return { status: 'done', message: t(message) };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403) return { status: 'failed', message: t('userAdmin.messages.notAllowed') };
    if (error instanceof UpstreamError && error.status === 404) return { status: 'failed', message: t('userAdmin.messages.notFound') };
    return actionFailure(error, 'userAdmin.errors.save');
  }
});
