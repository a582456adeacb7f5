'use server';

import { unstable_redirect as redirect } from 'waku/router/server';
import { callAsUser, flashMessage, formActionArgs, getRequestContext, parsedAction } from '../../lib/request';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { UpstreamError } from '../../lib/upstream';

import { createAddress } from '../../lib/upstream/auth/create-address';

import { ADDRESS_FORM_FIELDS, AddressFormSchema, toNewAddress, type AddressFormState } from '../my-page';
import { deliveryPageWithNewAddress, NEW_ADDRESS_FOR_FIELD } from './new-address-choice';

/**
 * Adds a delivery address to the customer's address book, then shows the delivery page again:
 * without scripts one that starts the delivery the address was added for on it.
 */
export const addAddress = parsedAction(formActionArgs<AddressFormState>(), (failure): AddressFormState => ({ status: 'invalid', message: failure.message, errors: {}, values: {} }), async (_previous, form): Promise<AddressFormState> => {
  const { session } = getRequestContext();
  const values = Object.fromEntries(ADDRESS_FORM_FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 200)]));
  if (!session) return { status: 'invalid', message: t('errors.please_login'), errors: {}, values };
  const parsed = AddressFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { status: 'invalid', message: t('validation.checkFields'), errors, values };
  }
  let created;
  try {
    created = await callAsUser((token) =>
      createAddress(getRequestContext().services.auth, {
        token,
        customerId: session.customerId,
        address: toNewAddress(parsed.data),
      }),
    );
  } catch (error) {
    if (error instanceof UpstreamError) return { status: 'invalid', message: t(error.status === 400 ? 'errors.bad_request' : error.textKey), errors: {}, values };
    throw error;
  }
  flashMessage('checkoutFlow.address.saved');
  const deliveryId = String(form.get(NEW_ADDRESS_FOR_FIELD) ?? '').slice(0, 100);
  redirect(getRequestContext().noScript && deliveryId ? deliveryPageWithNewAddress({ addressId: created.addressId, deliveryId }) : href('delivery'));
});
