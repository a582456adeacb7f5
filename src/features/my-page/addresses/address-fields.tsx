import { describedBy, FieldError } from '../../../components/feedback/field-error';
import type { AddressFormField } from './address-form-state';

const FIELDS: { name: Exclude<AddressFormField, 'countryCode'>; autoComplete: string; required?: boolean }[] = [
  { name: 'label', autoComplete: 'off' },
  { name: 'name', autoComplete: 'organization', required: true },
  { name: 'recipientName', autoComplete: 'name' },
  { name: 'address1', autoComplete: 'address-line1', required: true },
  { name: 'address2', autoComplete: 'address-line2' },
  { name: 'postalCode', autoComplete: 'postal-code', required: true },
  { name: 'postalAddress', autoComplete: 'address-level2', required: true },
  { name: 'phone', autoComplete: 'tel' },
];

/** The fields' labels and the country choices, worded on the server (address-texts.ts). */
export type AddressFieldLabels = Record<AddressFormField | 'countrySE' | 'countryAX', string>;

export interface AddressFieldsProps {
  /** Makes field ids unique when several address forms are on one page. */
  idPrefix: string;
  value: (name: AddressFormField) => string | undefined;
  errors: Partial<Record<string, string>>;
  labels: AddressFieldLabels;
}

/**
 * The fields of an address, as both my addresses and the delivery step ask for them: one field
 * set, so the two forms cannot drift apart (they share AddressFormSchema too). Required fields
 * carry a visual star; the schema is what enforces them.
 */
export function AddressFields({ idPrefix, value, errors, labels }: AddressFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      {FIELDS.map((field) => (
        <p key={field.name} className="form-field">
          <label htmlFor={id(field.name)}>
            {labels[field.name]}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          <input id={id(field.name)} name={field.name} defaultValue={value(field.name) ?? ''} autoComplete={field.autoComplete} required={field.required} {...describedBy(id(`${field.name}-error`), errors[field.name])} />
          <FieldError id={id(`${field.name}-error`)} message={errors[field.name]} />
        </p>
      ))}
      <p className="form-field">
        <label htmlFor={id('countryCode')}>{labels.countryCode}</label>
        <select id={id('countryCode')} name="countryCode" defaultValue={value('countryCode') || 'SE'}>
          <option value="SE">{labels.countrySE}</option>
          <option value="AX">{labels.countryAX}</option>
        </select>
      </p>
    </>
  );
}
