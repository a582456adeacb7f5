'use server';

import { unstable_redirect as redirect } from 'waku/router/server';
import { z } from 'zod';
import { callAsUser, flashMessage, formActionArgs, getRequestContext, parsedAction } from '../../lib/request';
import { isValidZip, normalizeZip } from '../../../domain/delivery/zip-codes';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { UpstreamError } from '../../lib/upstream';

import { createAddress } from '../../lib/upstream/auth/create-address';

import { ADDRESS_FIELDS, type AddAddressState } from './add-address-state';

const text = (max: number, required = false) => {
  const base = z.string().trim().max(max, t('order.maxCharacters', { max }));
  return required ? base.min(1, t('validation.required')) : base;
};

const AddressForm = z
  .object({
    label: text(60),
    name: text(100, true),
    recipientName: text(100),
    address1: text(100, true),
    address2: text(100),
    postalCode: z.string().trim().max(12),
    postalAddress: text(60, true),
    countryCode: z.enum(['SE', 'AX']).catch('SE'),
    phone: z.string().trim().max(20).refine((value) => value === '' || /^\+?[\d\s()-]{6,20}$/.test(value), t('checkoutFlow.fields.invalidPhone')),
  })
  .superRefine((form, context) => {
    const zip = normalizeZip(form.postalCode);
    const real = zip !== null && isValidZip(zip, form.countryCode);
    if (!real) context.addIssue({ code: 'custom', path: ['postalCode'], message: t('checkoutFlow.address.invalidPostalCode') });
  });

/** Adds a delivery address to the customer's address book, then shows the delivery page again. */
export const addAddress = parsedAction(formActionArgs<AddAddressState>(), (failure): AddAddressState => ({ status: 'invalid', message: failure.message, errors: {}, values: {} }), async (_previous, form): Promise<AddAddressState> => {
  const { session } = getRequestContext();
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 200)]));
  if (!session) return { status: 'invalid', message: t('errors.please_login'), errors: {}, values };
  const parsed = AddressForm.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { status: 'invalid', message: t('validation.checkFields'), errors, values };
  }
  const optional = (value: string) => value || undefined;
  const address = parsed.data;
  try {
    await callAsUser((token) =>
      createAddress(getRequestContext().services.auth, {
        token,
        customerId: session.customerId,
        address: { ...address, label: optional(address.label), recipientName: optional(address.recipientName), address2: optional(address.address2), phone: optional(address.phone) },
      }),
    );
  } catch (error) {
    if (error instanceof UpstreamError) return { status: 'invalid', message: t(error.status === 400 ? 'errors.bad_request' : error.textKey), errors: {}, values };
    throw error;
  }
  flashMessage('checkoutFlow.address.saved');
  redirect(href('delivery'));
});
