'use client';

// First: zod decides whether to compile with eval when a schema is built (zod-without-eval.ts).
import '../../../lib/client/zod-without-eval';
import { useActionState } from 'react';
import { closeDialog, useCloseAfterSave } from '../../../components/dialog/use-close-after-save';
import { t } from '../../../lib/texts';
import { AddressFields, IDLE_ADDRESS_FORM, type AddressFieldLabels } from '../../my-page';
import { addAddress } from '../add-address';
import { ADD_ADDRESS_DIALOG_ID } from './add-address-dialog-id';

/**
 * A new delivery address, in a modal dialog beside the delivery form (a form may not hold another
 * form). The dialog keeps focus inside and closes on Escape; the buttons open and close it through
 * invoker commands, so it works before the page's scripts run, and by script where a browser has
 * no commands. A save closes the dialog, and the page re-renders with one address more, which the
 * picker that opened it checks (address-picker.tsx).
 */
export function AddAddressDialog({ labels }: { labels: AddressFieldLabels }) {
  const [answer, action, pending] = useActionState(addAddress, IDLE_ADDRESS_FORM);
  // After the action's redirect back to this page the state is undefined: idle again.
  const state = answer ?? IDLE_ADDRESS_FORM;
  const errors = state.status === 'invalid' ? state.errors : {};
  useCloseAfterSave(ADD_ADDRESS_DIALOG_ID, pending, answer);
  return (
    <dialog id={ADD_ADDRESS_DIALOG_ID} className="dialog dialog--form" aria-labelledby="add-address-title">
      <h2 id="add-address-title" className="dialog__title">
        {t('checkoutFlow.address.addTitle')}
      </h2>
      <form action={action} className="add-address__form" noValidate key={state.status === 'invalid' ? JSON.stringify(state) : 'idle'}>
        <AddressFields idPrefix="new-address" value={(name) => (state.status === 'invalid' ? state.values[name] : undefined)} errors={errors} labels={labels} />
        <p role="alert" className={state.status === 'invalid' ? 'form-message form-message--error' : 'form-message'}>
          {state.status === 'invalid' ? state.message : ''}
        </p>
        <p className="form-actions">
          <button type="button" className="button button--secondary" command="close" commandfor={ADD_ADDRESS_DIALOG_ID} onClick={() => closeDialog(ADD_ADDRESS_DIALOG_ID)}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('checkoutFlow.address.save')}
          </button>
        </p>
      </form>
    </dialog>
  );
}
