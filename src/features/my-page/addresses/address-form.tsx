'use client';

import { useActionState } from 'react';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { closeDialog, useCloseAfterSave } from '../../../components/dialog/use-close-after-save';
import { saveAddress } from './address-actions';
import { IDLE, type AddressFormField } from './address-form-state';
import { AddressFields, type AddressFieldLabels } from './address-fields';

export interface AddressFormProps {
  /** Set when the form changes an address; absent for a new one. */
  addressId?: string;
  values?: Partial<Record<AddressFormField, string>>;
  preselected?: boolean;
  /** Makes field ids unique when several forms are on the page. */
  idPrefix: string;
  texts: { fields: AddressFieldLabels; preselect: string; save: string; cancel: string };
  /** The dialog the form sits in, and its title: "Avbryt" closes it, and so does a save. */
  dialogId: string;
  title: string;
}

/** Create or edit an address in its dialog: a real form post (works without JavaScript), errors beside each field. */
export function AddressForm({ addressId, values = {}, preselected = false, idPrefix, texts, dialogId, title }: AddressFormProps) {
  const [answer, action, pending] = useActionState(saveAddress, IDLE);
  // A save that succeeds redirects to this same page: the component stays and its state is then
  // undefined rather than an answer.
  const state = answer ?? IDLE;
  const errors = state.status === 'invalid' ? state.errors : {};
  const value = (name: AddressFormField) => (state.status === 'invalid' ? state.values[name] : values[name]) ?? '';
  const id = (name: string) => `${idPrefix}-${name}`;
  // Saved: the page shows the address book again, not the form.
  useCloseAfterSave(dialogId, pending, answer);
  return (
    <FormDialog id={dialogId} title={title} answeredWithErrors={state.status === 'invalid'}>
      <form action={action} className="address-form" noValidate key={state.status === 'invalid' ? JSON.stringify(state) : 'idle'}>
        {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
        <AddressFields idPrefix={idPrefix} value={value} errors={errors} labels={texts.fields} />
        <p className="form-field form-field--checkbox">
          <input type="checkbox" id={id('preselected')} name="preselected" defaultChecked={preselected} />
          <label htmlFor={id('preselected')}>{texts.preselect}</label>
        </p>
        <p role="alert" className={state.status === 'invalid' ? 'form-message form-message--error' : 'form-message'}>
          {state.status === 'invalid' ? state.message : ''}
        </p>
        <p className="form-actions">
          <button type="button" className="button button--secondary" command="close" commandfor={dialogId} onClick={() => closeDialog(dialogId)}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {texts.save}
          </button>
        </p>
      </form>
    </FormDialog>
  );
}
