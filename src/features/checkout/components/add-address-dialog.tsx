'use client';

// First: zod decides whether to compile with eval when a schema is built (zod-without-eval.ts).
import '../../../lib/client/zod-without-eval';
import { useActionState } from 'react';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { closeDialog, useCloseAfterSave } from '../../../components/dialog/use-close-after-save';
import { t } from '../../../lib/texts';
import { AddressFields, IDLE_ADDRESS_FORM, type AddressFieldLabels } from '../../my-page';
import { addAddress } from '../add-address';
import { addAddressDialogId } from './add-address-dialog-id';
import { NEW_ADDRESS_FOR_FIELD } from '../new-address-choice';

/**
 * A new delivery address for one delivery, in a modal dialog beside the delivery form (a form may
 * not hold another form). The dialog keeps focus inside and closes on Escape; the buttons open and
 * close it through invoker commands, so it works before the page's scripts run, and by script where
 * a browser has no commands. A save closes the dialog, and the page re-renders with one address
 * more, which the delivery's picker checks: by script (address-picker.tsx), or, without scripts,
 * on the page the save redirects to (new-address-choice.ts), which this form's hidden field names
 * the delivery for.
 */
export function AddAddressDialog({ labels, deliveryIndex, deliveryId }: { labels: AddressFieldLabels; deliveryIndex: number; deliveryId: string }) {
  const dialogId = addAddressDialogId(deliveryIndex);
  const [answer, action, pending] = useActionState(addAddress, IDLE_ADDRESS_FORM);
  // After the action's redirect back to this page the state is undefined: idle again.
  const state = answer ?? IDLE_ADDRESS_FORM;
  const errors = state.status === 'invalid' ? state.errors : {};
  useCloseAfterSave(dialogId, pending, answer);
  return (
    <FormDialog id={dialogId} title={t('checkoutFlow.address.addTitle')} answeredWithErrors={state.status === 'invalid'}>
      <form action={action} className="add-address__form" noValidate key={state.status === 'invalid' ? JSON.stringify(state) : 'idle'}>
        <input type="hidden" name={NEW_ADDRESS_FOR_FIELD} value={deliveryId} />
        <AddressFields idPrefix={`new-address-${deliveryIndex}`} value={(name) => (state.status === 'invalid' ? state.values[name] : undefined)} errors={errors} labels={labels} />
        <p role="alert" className={state.status === 'invalid' ? 'form-message form-message--error' : 'form-message'}>
          {state.status === 'invalid' ? state.message : ''}
        </p>
        <p className="form-actions">
          <button type="button" className="button button--secondary" command="close" commandfor={dialogId} onClick={() => closeDialog(dialogId)}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('checkoutFlow.address.save')}
          </button>
        </p>
      </form>
    </FormDialog>
  );
}
