'use client';

import { useActionState, useRef } from 'react';
import { deleteAddress, preselectAddress } from './address-actions';
import type { AddressFormProps } from './address-form';
import { AddressFormDialog } from './address-form-dialog';
import { IDLE, type AddressFormField } from './address-form-state';

export interface AddressCardActionsProps {
  addressId: string;
  preselected: boolean;
  readOnly: boolean;
  values: Partial<Record<AddressFormField, string>>;
  formTexts: AddressFormProps['texts'];
  /** Worded on the server with the address's name (address-texts.ts). */
  texts: Record<'setPreselected' | 'setPreselectedFor' | 'edit' | 'editFor' | 'editTitle' | 'readOnlyNote' | 'delete' | 'deleteFor' | 'confirmDeleteTitle' | 'confirmDelete' | 'cancel' | 'confirmDeleteYes', string>;
}

/**
 * The controls of one address: make it the preselected one; and, unless it is read-only, change
 * it in the address form's dialog or delete it after a confirmation in a modal dialog, which keeps
 * focus inside, closes on Escape and gives focus back to the button that opened it.
 */
export function AddressCardActions({ addressId, preselected, readOnly, values, formTexts, texts }: AddressCardActionsProps) {
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
          <button type="submit" className="button button--secondary" disabled={preselecting} aria-label={texts.setPreselectedFor}>
            {texts.setPreselected}
          </button>
        </form>
      )}
      {readOnly ? (
        <p className="address-card__note">{texts.readOnlyNote}</p>
      ) : (
        <>
          <AddressFormDialog id={`edit-${addressId}`} title={texts.editTitle} opener={{ text: texts.edit, label: texts.editFor, className: 'button button--secondary' }} addressId={addressId} values={values} preselected={preselected} texts={formTexts} />
          <button ref={opener} type="button" className="button button--link" onClick={() => dialog.current?.showModal()} aria-label={texts.deleteFor}>
            {texts.delete}
          </button>
          <dialog ref={dialog} className="dialog" aria-labelledby={`delete-${addressId}-title`} onClose={() => opener.current?.focus()}>
            <h3 id={`delete-${addressId}-title`} className="dialog__title">{texts.confirmDeleteTitle}</h3>
            <p>{texts.confirmDelete}</p>
            <form action={deleteAction} className="form-actions">
              <input type="hidden" name="addressId" value={addressId} />
              {/* Focus starts on the harmless choice. */}
              <button type="button" className="button button--secondary" autoFocus onClick={() => dialog.current?.close()}>
                {texts.cancel}
              </button>
              <button type="submit" className="button button--primary" disabled={deleting}>
                {texts.confirmDeleteYes}
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
