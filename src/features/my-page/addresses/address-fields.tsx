import { describedBy, FieldError } from '../../../components/feedback/field-error';
import { t, type TextKey } from '../../../lib/texts';
import type { AddressFormField } from './address-form-state';

const FIELDS: { name: Exclude<AddressFormField, 'countryCode'>; label: TextKey; autoComplete: string; required?: boolean }[] = [
  { name: 'label', label: 'checkoutFlow.address.label', autoComplete: 'off' },
  { name: 'name', label: 'checkoutFlow.address.name', autoComplete: 'organization', required: true },
  { name: 'recipientName', label: 'checkoutFlow.address.recipientName', autoComplete: 'name' },
  { name: 'address1', label: 'checkoutFlow.address.address1', autoComplete: 'address-line1', required: true },
  { name: 'address2', label: 'checkoutFlow.address.address2', autoComplete: 'address-line2' },
  { name: 'postalCode', label: 'checkoutFlow.address.postalCode', autoComplete: 'postal-code', required: true },
  { name: 'postalAddress', label: 'checkoutFlow.address.postalAddress', autoComplete: 'address-level2', required: true },
  { name: 'phone', label: 'checkoutFlow.address.phone', autoComplete: 'tel' },
];

export interface AddressFieldsProps {
  /** Makes field ids unique when several address forms are on one page. */
  idPrefix: string;
  value: (name: AddressFormField) => string | undefined;
  errors: Partial<Record<string, string>>;
}

/**
 * The fields of an address, as both my addresses and the delivery step ask for them: one field
 * set, so the two forms cannot drift apart (they share AddressFormSchema too). Required fields
 * carry a visual star; the schema is what enforces them.
 */
export function AddressFields({ idPrefix, value, errors }: AddressFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      {FIELDS.map((field) => (
        <p key={field.name} className="form-field">
          <label htmlFor={id(field.name)}>
            {t(field.label)}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          <input id={id(field.name)} name={field.name} defaultValue={value(field.name) ?? ''} autoComplete={field.autoComplete} required={field.required} {...describedBy(id(`${field.name}-error`), errors[field.name])} />
          <FieldError id={id(`${field.name}-error`)} message={errors[field.name]} />
        </p>
      ))}
      <p className="form-field">
        <label htmlFor={id('countryCode')}>{t('checkoutFlow.zip.country')}</label>
        <select id={id('countryCode')} name="countryCode" defaultValue={value('countryCode') || 'SE'}>
          <option value="SE">{t('checkoutFlow.zip.countrySE')}</option>
          <option value="AX">{t('checkoutFlow.zip.countryAX')}</option>
        </select>
      </p>
    </>
  );
}
