'use client';

import { useActionState, useRef } from 'react';
import { t } from '../../../lib/texts';
import { deleteAddress, preselectAddress } from './address-actions';
import { AddressForm } from './address-form';
import { IDLE, type AddressFormField } from './address-form-state';

export interface AddressCardActionsProps {
  addressId: string;
  title: string;
  preselected: boolean;
  readOnly: boolean;
  values: Partial<Record<AddressFormField, string>>;
}

/**
 * The controls of one address: make it the preselected one; and, unless it is read-only, change
 * it (the form folds out) or delete it after a confirmation in a modal dialog, which keeps focus
 * inside, closes on Escape and gives focus back to the button that opened it.
 */
export function AddressCardActions({ addressId, title, preselected, readOnly, values }: AddressCardActionsProps) {
  const [preselectAnswer, preselectAction, preselecting] = useActionState(preselectAddress, IDLE);
  const [deleteAnswer, deleteAction, deleting] = useActionState(deleteAddress, IDLE);
  // After a redirect to this same page (the action's success) the state is undefined: idle again.
  const [preselectState, deleteState] = [preselectAnswer ?? IDLE, deleteAnswer ?? IDLE];
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const message = preselectState.status === 'invalid' ? preselectState.message : deleteState.status === 'invalid' ? deleteState.message : '';
  return (
    <div className="address-card__actions">
      {preselected ? null : (
        <form action={preselectAction}>
          <input type="hidden" name="addressId" value={addressId} />
          <button type="submit" className="button button--secondary" disabled={preselecting} aria-label={t('myPages.addresses.setPreselectedFor', { name: title })}>
            {t('myPages.addresses.setPreselected')}
          </button>
        </form>
      )}
      {readOnly ? null : (
        <>
          <details className="address-card__edit">
            <summary aria-label={t('myPages.addresses.editFor', { name: title })}>{t('myPages.addresses.edit')}</summary>
            <AddressForm addressId={addressId} values={values} preselected={preselected} idPrefix={`edit-${addressId}`} />
          </details>
          <button ref={opener} type="button" className="button button--link" onClick={() => dialog.current?.showModal()} aria-label={t('myPages.addresses.deleteFor', { name: title })}>
            {t('myPages.addresses.delete')}
          </button>
          <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`delete-${addressId}-title`} onClose={() => opener.current?.focus()}>
            <h3 id={`delete-${addressId}-title`}>{t('myPages.addresses.confirmDeleteTitle')}</h3>
            <p>{t('myPages.addresses.confirmDelete', { name: title })}</p>
            <form action={deleteAction} className="form-actions">
              <input type="hidden" name="addressId" value={addressId} />
              {/* Focus starts on the harmless choice. */}
              <button type="button" className="button button--secondary" autoFocus onClick={() => dialog.current?.close()}>
                {t('myPages.addresses.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={deleting}>
                {t('myPages.addresses.confirmDeleteYes')}
              </button>
            </form>
          </dialog>
        </>
      )}
      <p role="alert" className={message ? 'form-message form-message--error' : 'form-message'}>
        {message}
      </p>
    </div>
  );
}
