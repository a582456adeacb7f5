'use client';

import { useActionState } from 'react';
import { t, type TextKey } from '../../../lib/texts';
import { addAddress } from '../add-address';
import type { AddAddressState } from '../add-address-state';
import { describedBy, FieldError } from './field-error';

const FIELDS: { name: string; label: TextKey; autoComplete: string }[] = [
  { name: 'label', label: 'checkoutFlow.address.label', autoComplete: 'off' },
  { name: 'name', label: 'checkoutFlow.address.name', autoComplete: 'organization' },
  { name: 'recipientName', label: 'checkoutFlow.address.recipientName', autoComplete: 'name' },
  { name: 'address1', label: 'checkoutFlow.address.address1', autoComplete: 'address-line1' },
  { name: 'address2', label: 'checkoutFlow.address.address2', autoComplete: 'address-line2' },
  { name: 'postalCode', label: 'checkoutFlow.address.postalCode', autoComplete: 'postal-code' },
  { name: 'postalAddress', label: 'checkoutFlow.address.postalAddress', autoComplete: 'address-level2' },
  { name: 'phone', label: 'checkoutFlow.address.phone', autoComplete: 'tel' },
];

/** A new delivery address, folded away until asked for; a form of its own beside the delivery form. */
export function AddAddressForm() {
  const [state, action, pending] = useActionState(addAddress, { status: 'idle' } as AddAddressState);
  const errors = state.status === 'invalid' ? state.errors : {};
  const value = (name: string) => (state.status === 'invalid' ? state.values[name] : undefined);
  return (
    <details className="add-address" open={state.status === 'invalid'}>
      <summary>{t('checkoutFlow.address.addTitle')}</summary>
      <form action={action} className="add-address__form" noValidate key={state.status === 'invalid' ? JSON.stringify(state) : 'idle'}>
        {FIELDS.map((field) => (
          <p key={field.name} className="form-field">
            <label htmlFor={`new-address-${field.name}`}>{t(field.label)}</label>
            <input id={`new-address-${field.name}`} name={field.name} defaultValue={value(field.name)} autoComplete={field.autoComplete} {...describedBy(`new-address-${field.name}-error`, errors[field.name])} />
            <FieldError id={`new-address-${field.name}-error`} message={errors[field.name]} />
          </p>
        ))}
        <p className="form-field">
          <label htmlFor="new-address-countryCode">{t('checkoutFlow.zip.country')}</label>
          <select id="new-address-countryCode" name="countryCode" defaultValue={value('countryCode') ?? 'SE'}>
            <option value="SE">{t('checkoutFlow.zip.countrySE')}</option>
            <option value="AX">{t('checkoutFlow.zip.countryAX')}</option>
          </select>
        </p>
        <p role="alert" className={state.status === 'invalid' ? 'form-message form-message--error' : 'form-message'}>
          {state.status === 'invalid' ? state.message : ''}
        </p>
        <p className="form-actions">
          <button type="submit" className="button button--secondary" disabled={pending}>
            {t('checkoutFlow.address.save')}
          </button>
        </p>
      </form>
    </details>
  );
}
