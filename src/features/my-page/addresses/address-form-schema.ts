import { z } from 'zod';
import { isValidZip, normalizeZip } from '../../../../domain/delivery/zip-codes';
import { t } from '../../../lib/texts';

const text = (max: number, required = false) => {
  const base = z
    .string()
    .trim()
    .max(max, t('order.maxCharacters', { max }))
    .regex(/^[^\u0000-\u001f\u007f]*$/, t('myPages.addresses.oneLine'));
  return required ? base.min(1, t('validation.required')) : base;
};

/**
 * An address as my addresses' form posts it, with the address service's limits (label 60, names
 * and lines 100, place 60) so the buyer hears about a problem in Swedish before the service says
 * 400. The postal code must be real in the chosen country.
 */
export const AddressFormSchema = z
  .object({
    label: text(60),
    name: text(100, true),
    recipientName: text(100),
    address1: text(100, true),
    address2: text(100),
    postalCode: z.string().trim().max(12, t('checkoutFlow.address.invalidPostalCode')),
    postalAddress: text(60, true),
    countryCode: z.enum(['SE', 'AX']).catch('SE'),
    phone: z.string().trim().max(20, t('order.maxCharacters', { max: 20 })).refine((value) => value === '' || /^\+?[\d\s()-]{6,20}$/.test(value), t('checkoutFlow.fields.invalidPhone')),
  })
  .superRefine((form, context) => {
    const zip = normalizeZip(form.postalCode);
    if (zip === null || !isValidZip(zip, form.countryCode)) context.addIssue({ code: 'custom', path: ['postalCode'], message: t('checkoutFlow.address.invalidPostalCode') });
  });
export type AddressForm = z.output<typeof AddressFormSchema>;

/** Empty optional fields are absent, as the address service stores them (null). */
export const toNewAddress = (form: AddressForm) => ({
  label: form.label || undefined,
  name: form.name,
  recipientName: form.recipientName || undefined,
  address1: form.address1,
  address2: form.address2 || undefined,
  postalCode: form.postalCode,
  postalAddress: form.postalAddress,
  countryCode: form.countryCode,
  phone: form.phone || undefined,
});
