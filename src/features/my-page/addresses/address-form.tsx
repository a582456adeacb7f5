'use client';

import { useActionState } from 'react';
import { t, type TextKey } from '../../../lib/texts';
import { saveAddress } from './address-actions';
import { IDLE, type AddressFormField } from './address-form-state';
import { describedBy, FieldError } from './field-error';

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

export interface AddressFormProps {
  /** Set when the form changes an address; absent for a new one. */
  addressId?: string;
  values?: Partial<Record<AddressFormField, string>>;
  preselected?: boolean;
  /** Makes field ids unique when several forms are on the page. */
  idPrefix: string;
}

/** Create or edit an address: a real form post (works without JavaScript), errors beside each field. */
export function AddressForm({ addressId, values = {}, preselected = false, idPrefix }: AddressFormProps) {
  const [answer, action, pending] = useActionState(saveAddress, IDLE);
  // A save that succeeds redirects to this same page: the component stays and its state is then
  // undefined rather than an answer.
  const state = answer ?? IDLE;
  const errors = state.status === 'invalid' ? state.errors : {};
  const value = (name: AddressFormField) => (state.status === 'invalid' ? state.values[name] : values[name]) ?? '';
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form action={action} className="address-form" noValidate key={state.status === 'invalid' ? JSON.stringify(state) : 'idle'}>
      {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
      {FIELDS.map((field) => (
        <p key={field.name} className="form-field">
          <label htmlFor={id(field.name)}>
            {t(field.label)}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          <input id={id(field.name)} name={field.name} defaultValue={value(field.name)} autoComplete={field.autoComplete} required={field.required} {...describedBy(id(`${field.name}-error`), errors[field.name])} />
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
      <p className="form-field form-field--checkbox">
        <input type="checkbox" id={id('preselected')} name="preselected" defaultChecked={preselected} />
        <label htmlFor={id('preselected')}>{t('myPages.addresses.preselectField')}</label>
      </p>
      <p role="alert" className={state.status === 'invalid' ? 'form-message form-message--error' : 'form-message'}>
        {state.status === 'invalid' ? state.message : ''}
      </p>
      <p className="form-actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('myPages.addresses.save')}
        </button>
      </p>
    </form>
  );
}
