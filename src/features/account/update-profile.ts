'use server';

import { z } from 'zod';
import { callAsUser, formActionArgs, getAccount, getRequestContext, offeredCustomers, parsedAction } from '../../lib/request';
import { t } from '../../lib/texts';
import { UpstreamError } from '../../lib/upstream';
import { DELIVERY_METHOD_IDS } from '../../../domain/delivery/delivery-methods';

import { updateUser } from '../../lib/upstream/auth/update-user';
import { forgetCustomerFacts } from '../../lib/request/kept-customer-facts';

import { PROFILE_FIELDS, type ProfileField, type ProfileFormState } from './profile-form-state';

const name = z.string().trim().min(1, t('validation.required')).max(50, t('profile.tooLong', { max: 50 }));

/** Only what a user may change about themselves (spec point 6); the service checks it again. */
const ProfileSchema = z.object({
  firstName: name,
  lastName: name,
  // Optional: a user without a mobile number may still save, and may remove theirs.
  mobileNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\+?[0-9 ()-]{7,20}$/.test(v) && v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 15), t('profile.invalidMobile')),
  preferredStore: z.string().trim().min(1, t('validation.required')).max(64),
  defaultContext: z.string().regex(/^[^|]{1,64}\|[^|]{0,64}$/, t('validation.required')),
  preferredDeliveryMethod: z.enum(DELIVERY_METHOD_IDS, t('validation.required')),
});

/** Server action behind the profile form: validates, saves through the user service, answers state. */
export const updateProfile = parsedAction(formActionArgs<ProfileFormState>(), (failure): ProfileFormState => ({ status: 'invalid', message: failure.message, fieldErrors: {} }), async (_previous, form): Promise<ProfileFormState> => {
  const { session } = getRequestContext();
  if (!session) return { status: 'invalid', message: t('errors.please_login'), fieldErrors: {} };
  const submitted = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
  const parsed = ProfileSchema.safeParse(submitted);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ProfileField, string>> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as ProfileField] ??= issue.message;
    // The submitted values go back so the form shows what the user typed, not the saved profile.
    return { status: 'invalid', message: t('validation.checkFields'), fieldErrors, values: submitted };
  }
  const { defaultContext, mobileNumber, ...rest } = parsed.data;
  const [defaultCustomerId = '', defaultProjectId] = defaultContext.split('|');
  try {
    // Only a customer (and project) the profile offers: with EJ_ANDRA_SORTIMENT, not one of
    // another assortment, which would move the buyer's home assortment (assortment-lock.ts).
    const account = await getAccount();
    const customer = account ? offeredCustomers(account).find((candidate) => candidate.customerId === defaultCustomerId) : undefined;
    if (!customer || (defaultProjectId && !customer.projects.some((project) => project.projectId === defaultProjectId))) {
      return { status: 'invalid', message: t('validation.checkFields'), fieldErrors: { defaultContext: t('errors.forbidden_action') }, values: submitted };
    }
    await callAsUser((accessToken) =>
      updateUser(getRequestContext().services.auth, {
        userId: session.userId,
        accessToken,
        changes: { ...rest, mobileNumber: mobileNumber ? mobileNumber.replace(/[ ()-]/g, '') : null, defaultCustomerId, defaultProjectId: defaultProjectId || null },
      }),
    );
  } catch (error) {
    if (error instanceof UpstreamError) return { status: 'invalid', message: t(error.status === 400 ? 'errors.bad_request' : error.textKey), fieldErrors: {} };
    throw error;
  }
  // The kept preferred store is now the old one (decision 046): the next page asks again.
  forgetCustomerFacts();
  return { status: 'saved', message: t('profile.saved'), values: { ...submitted, mobileNumber: mobileNumber.replace(/[ ()-]/g, '') } };
});
