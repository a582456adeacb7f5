'use client';

import { useActionState } from 'react';
import type { ProfileField, ProfileFormState } from './profile-form-state';
import { updateProfile } from './update-profile';

export interface ProfileFormProps {
  values: Record<ProfileField, string> & { email: string };
  stores: { id: string; name: string }[];
  contexts: { value: string; label: string }[];
  deliveryMethods: { id: string; name: string }[];
  labels: Record<ProfileField | 'email' | 'save', string>;
}

/** The user's own details; errors appear beside their fields and are announced. */
export function ProfileForm({ values, stores, contexts, deliveryMethods, labels }: ProfileFormProps) {
  const [state, action, pending] = useActionState(updateProfile, { status: 'idle' } as ProfileFormState);
  // React resets the form after every action: show what the answer carries (the saved values, or
  // what was submitted when it failed) rather than the profile as the page first rendered it.
  const valueOf = (field: ProfileField) => (state.status === 'idle' ? values[field] : (state.values?.[field] ?? values[field]));
  const errorOf = (field: ProfileField) => (state.status === 'invalid' ? state.fieldErrors[field] : undefined);
  const describe = (field: ProfileField) => (errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {});
  const error = (field: ProfileField) =>
    errorOf(field) ? (
      <span id={`${field}-error`} className="form-error">
        {errorOf(field)}
      </span>
    ) : null;

  return (
    <form action={action} className="profile-form" noValidate key={state.status === 'idle' ? 'idle' : JSON.stringify(state)}>
      <p className="form-field">
        <label htmlFor="profile-email">{labels.email}</label>
        <input id="profile-email" value={values.email} readOnly />
      </p>
      {(['firstName', 'lastName', 'mobileNumber'] as const).map((field) => (
        <p className="form-field" key={field}>
          <label htmlFor={`profile-${field}`}>{labels[field]}</label>
          <input id={`profile-${field}`} name={field} defaultValue={valueOf(field)} type={field === 'mobileNumber' ? 'tel' : 'text'} autoComplete={field === 'mobileNumber' ? 'tel' : field === 'firstName' ? 'given-name' : 'family-name'} {...describe(field)} />
          {error(field)}
        </p>
      ))}
      <p className="form-field">
        <label htmlFor="profile-preferredStore">{labels.preferredStore}</label>
        <select id="profile-preferredStore" name="preferredStore" defaultValue={valueOf('preferredStore')} {...describe('preferredStore')}>
          {stores.map((store) => (
            <option key={store.id} value={store.id}>{store.name}</option>
          ))}
        </select>
        {error('preferredStore')}
      </p>
      <p className="form-field">
        <label htmlFor="profile-defaultContext">{labels.defaultContext}</label>
        <select id="profile-defaultContext" name="defaultContext" defaultValue={valueOf('defaultContext')} {...describe('defaultContext')}>
          {contexts.map((context) => (
            <option key={context.value} value={context.value}>{context.label}</option>
          ))}
        </select>
        {error('defaultContext')}
      </p>
      <p className="form-field">
        <label htmlFor="profile-preferredDeliveryMethod">{labels.preferredDeliveryMethod}</label>
        <select id="profile-preferredDeliveryMethod" name="preferredDeliveryMethod" defaultValue={valueOf('preferredDeliveryMethod')} {...describe('preferredDeliveryMethod')}>
          {deliveryMethods.map((method) => (
            <option key={method.id} value={method.id}>{method.name}</option>
          ))}
        </select>
        {error('preferredDeliveryMethod')}
      </p>
      <p className="form-actions">
        <button type="submit" className="button button--primary" disabled={pending}>{labels.save}</button>
      </p>
      <p role="status" className={state.status === 'invalid' ? 'form-message form-message--error' : 'form-message'}>
        {state.status === 'idle' ? '' : state.message}
      </p>
    </form>
  );
}
