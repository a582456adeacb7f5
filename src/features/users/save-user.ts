'use server';

import { unstable_redirect as redirect, unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { z } from 'zod';
import { actionFailure, callAsUser, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../lib/request';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { UpstreamError, upstreamErrorCode } from '../../lib/upstream';
import { createUser } from '../../lib/upstream/auth/create-user';
import { getUser } from '../../lib/upstream/auth/get-user';
import { updateUser } from '../../lib/upstream/auth/update-user';
import { loadAdminContext } from './admin-context';
import { readUserForm } from './read-user-form';
import type { UserFormState, UserFormValues } from './user-form-state';

const FormKindSchema = z.discriminatedUnion('mode', [
  // The idempotency key the page made for this form: posted twice, the service answers the first user.
  z.object({ mode: z.literal('create'), requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
  z.object({ mode: z.literal('edit'), userId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), permissions: z.enum(['1']).optional() }),
]);

/** A refusal the admin can act on, by the service's code; anything else goes to actionFailure. */
function refusal(error: unknown, values: UserFormValues | undefined): UserFormState | null {
  if (!(error instanceof UpstreamError)) return null;
  const code = upstreamErrorCode(error);
  if (code === 'email_exists') return { status: 'invalid', message: t('validation.checkFields'), fieldErrors: { email: t('userAdmin.messages.emailExists') }, ...(values ? { values } : {}) };
  const keep = values ? { values } : {};
  if (error.status === 403) return { status: 'failed', message: t('userAdmin.messages.notAllowed'), fieldErrors: {}, ...keep };
  if (error.status === 404) return { status: 'failed', message: t('userAdmin.messages.notFound'), fieldErrors: {}, ...keep };
  if (error.status === 400) return { status: 'invalid', message: t('errors.bad_request'), fieldErrors: {}, ...keep };
  return null;
}

/**
 * The create and edit forms of the user administration. Creating answers with the new user's
 * page (a redirect, so a reload does not post again); editing re-renders the page with the saved
 * values and the new history line.
 */
export const saveUser = parsedAction(formActionArgs<UserFormState>(), (failure): UserFormState => ({ status: failure.status, message: failure.message, fieldErrors: {} }), async (_previous, form): Promise<UserFormState> => {
  let createdId: string | undefined;
  let values: UserFormValues | undefined;
  try {
    const session = requireSession();
    if (!session.isAdmin) return { status: 'failed', message: t('userAdmin.messages.notAllowed'), fieldErrors: {} };
    const kind = FormKindSchema.safeParse({ mode: form.get('mode'), requestId: form.get('requestId') ?? undefined, userId: form.get('userId') ?? undefined, permissions: form.get('permissions') ?? undefined });
    if (!kind.success) return { status: 'failed', message: t('errors.bad_request'), fieldErrors: {} };
    const data = kind.data;
    const admin = await loadAdminContext();
    const auth = getRequestContext().services.auth;
    const isSelf = data.mode === 'edit' && data.userId === session.userId;
    const withPermissions = data.mode === 'create' || data.permissions === '1';
    if (isSelf && withPermissions) return { status: 'failed', message: t('userAdmin.messages.ownPermissions'), fieldErrors: {} };
    // The e-mail is fixed on the edit form: the stored one is used, whatever is posted.
    const stored = data.mode === 'edit' ? await callAsUser((accessToken) => getUser(auth, { accessToken, userId: data.userId })) : undefined;
    const read = readUserForm(form, admin.choices, { ...(stored ? { email: stored.email } : {}), withPermissions });
    values = read.values;
    if (!read.ok) return { status: 'invalid', message: t('validation.checkFields'), fieldErrors: read.fieldErrors, values: read.values };
    const { user } = read;
    if (data.mode === 'create') {
      const created = await callAsUser((accessToken) => createUser(auth, { accessToken, user: { ...user, customerPermissions: user.customerPermissions ?? [], requestId: data.requestId } }));
      createdId = created.userId;
    } else {
      const userId = data.userId;
      await callAsUser((accessToken) =>
        updateUser(auth, {
          accessToken,
          userId,
          changes: { firstName: user.firstName, lastName: user.lastName, mobileNumber: user.mobileNumber, ...(user.customerPermissions ? { customerPermissions: user.customerPermissions } : {}) },
        }),
      );
      rerenderRoute(href('anvandare-id', { id: userId }));
      return { status: 'saved', message: t('userAdmin.messages.saved'), values: read.values };
    }
  } catch (error) {
    const known = refusal(error, values);
    if (known) return known;
    return { ...actionFailure(error, 'userAdmin.errors.save'), fieldErrors: {}, ...(values ? { values } : {}) };
  }
  // Outside the try: the redirect is thrown, and must reach the framework.
  redirect(href('anvandare-id', { id: createdId ?? '' }, { skapad: '1' }));
  return { status: 'idle' };
});
