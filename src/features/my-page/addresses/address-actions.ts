'use server';

import { unstable_redirect as redirect } from 'waku/router/server';
import { z } from 'zod';
import { actionFailure, callAsUser, flashMessage, formActionArgs, getRequestContext, parsedAction, requireSession, SessionRequiredError } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t, type TextKey } from '../../../lib/texts';
import { UpstreamError, upstreamErrorCode } from '../../../lib/upstream';
import type { Address } from '../../../lib/upstream/auth/address-schemas';
import { createAddress } from '../../../lib/upstream/auth/create-address';
import { deleteAddress as deleteUpstreamAddress } from '../../../lib/upstream/auth/delete-address';
import { getAddresses } from '../../../lib/upstream/auth/get-addresses';
import { updateAddress } from '../../../lib/upstream/auth/update-address';
import { AddressFormSchema, toNewAddress } from './address-form-schema';
import { ADDRESS_FORM_FIELDS, type AddressFormState } from './address-form-state';

const AddressId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The address service's refusals, each as the Swedish sentence a buyer can act on. */
const REFUSALS: Record<string, TextKey> = {
  address_read_only: 'myPages.addresses.readOnlyRefused',
  address_duplicate: 'myPages.addresses.duplicate',
  address_limit: 'myPages.addresses.limit',
};

function refusal(error: unknown): string {
  const known = REFUSALS[upstreamErrorCode(error) ?? ''];
  if (known) return t(known);
  if (error instanceof UpstreamError && error.status === 404) return t('myPages.addresses.gone');
  if (error instanceof UpstreamError && error.status === 400) return t('errors.bad_request');
  return actionFailure(error, 'errors.bad_request').message;
}

const failed = (message: string, values: Record<string, string> = {}, errors: Record<string, string> = {}): AddressFormState => ({ status: 'invalid', message, errors, values });

/** After a change the list is shown afresh (the search cleared, so the changed address is in it). */
function done(message: TextKey): never {
  flashMessage(message);
  return redirect(href('mina-sidor-adresser'));
}

/**
 * Creates an address, or changes the one named by `addressId`. Checked here for Swedish field
 * messages, then again by the address service, which alone decides about read-only addresses
 * (a hand-made post changing one is refused there) and stores a form posted twice only once.
 */
export const saveAddress = parsedAction(formActionArgs<AddressFormState>(), (failure): AddressFormState => ({ status: 'invalid', message: failure.message, errors: {}, values: {} }), async (_previous, form): Promise<AddressFormState> => {
  const values = Object.fromEntries(ADDRESS_FORM_FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 500)]));
  const rawId = String(form.get('addressId') ?? '');
  const preselected = form.get('preselected') === 'on';
  try {
    const session = requireSession();
    const parsed = AddressFormSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return failed(t('validation.checkFields'), values, errors);
    }
    if (rawId && !AddressId.safeParse(rawId).success) return failed(t('myPages.addresses.gone'), values);
    const address = { ...toNewAddress(parsed.data), preselected };
    const auth = getRequestContext().services.auth;
    await callAsUser((token) =>
      rawId ? updateAddress(auth, { token, addressId: rawId, address }) : createAddress(auth, { token, customerId: session.customerId, address }),
    );
  } catch (error) {
    if (error instanceof SessionRequiredError || error instanceof UpstreamError) return failed(error instanceof SessionRequiredError ? t('errors.please_login') : refusal(error), values);
    throw error;
  }
  return done('myPages.addresses.saved');
});

/** Deletes one address. Posted twice, the second finds it gone: the same outcome, no error. */
export const deleteAddress = parsedAction(formActionArgs<AddressFormState>(), (failure): AddressFormState => ({ status: 'invalid', message: failure.message, errors: {}, values: {} }), async (_previous, form): Promise<AddressFormState> => {
  const addressId = AddressId.safeParse(String(form.get('addressId') ?? ''));
  if (!addressId.success) return failed(t('myPages.addresses.gone'));
  try {
    requireSession();
    await callAsUser((token) => deleteUpstreamAddress(getRequestContext().services.auth, { token, addressId: addressId.data }));
  } catch (error) {
    const gone = error instanceof UpstreamError && error.status === 404 && upstreamErrorCode(error) !== 'address_read_only';
    if (!gone) {
      if (error instanceof SessionRequiredError) return failed(t('errors.please_login'));
      if (error instanceof UpstreamError) return failed(refusal(error));
      throw error;
    }
  }
  return done('myPages.addresses.deleted');
});

/**
 * Makes one address the preselected one (read-only ones too: the service lets their flag change,
 * nothing else). The address is read back from the service, so the post carries only its id.
 */
export const preselectAddress = parsedAction(formActionArgs<AddressFormState>(), (failure): AddressFormState => ({ status: 'invalid', message: failure.message, errors: {}, values: {} }), async (_previous, form): Promise<AddressFormState> => {
  const addressId = AddressId.safeParse(String(form.get('addressId') ?? ''));
  if (!addressId.success) return failed(t('myPages.addresses.gone'));
  try {
    const session = requireSession();
    const auth = getRequestContext().services.auth;
    await callAsUser(async (token) => {
      const address = (await getAddresses(auth, { token, customerId: session.customerId })).find((one) => one.addressId === addressId.data);
      if (!address) throw new UpstreamError({ service: 'auth', status: 404, textKey: 'errors.not_found', message: 'address not in the book' });
      if (address.preselected) return;
      await updateAddress(auth, { token, addressId: address.addressId, address: { ...bodyOf(address), preselected: true } });
    });
  } catch (error) {
    if (error instanceof SessionRequiredError) return failed(t('errors.please_login'));
    if (error instanceof UpstreamError) return failed(refusal(error));
    throw error;
  }
  return done('myPages.addresses.preselectedSaved');
});

/** The address exactly as the service gave it: a read-only address must come back unchanged. */
function bodyOf(address: Address) {
  return {
    label: address.label ?? undefined,
    name: address.name ?? '',
    recipientName: address.recipientName ?? undefined,
    address1: address.address1 ?? '',
    address2: address.address2 ?? undefined,
    address3: address.address3 ?? undefined,
    postalCode: address.postalCode ?? '',
    postalAddress: address.postalAddress ?? '',
    countryCode: address.countryCode === 'AX' ? ('AX' as const) : ('SE' as const),
    phone: address.phone ?? undefined,
  };
}
