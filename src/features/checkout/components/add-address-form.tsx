'use client';

// First: zod decides whether to compile with eval when a schema is built (zod-without-eval.ts).
import '../../../lib/client/zod-without-eval';
import { useActionState } from 'react';
import { t } from '../../../lib/texts';
import { AddressFields, IDLE_ADDRESS_FORM, type AddressFieldLabels } from '../../my-page';
import { addAddress } from '../add-address';

/** A new delivery address, folded away until asked for; a form of its own beside the delivery form. */
export function AddAddressForm({ labels }: { labels: AddressFieldLabels }) {
  const [state, action, pending] = useActionState(addAddress, IDLE_ADDRESS_FORM);
  const errors = state.status === 'invalid' ? state.errors : {};
  return (
    <details className="add-address" open={state.status === 'invalid'}>
      <summary>{t('checkoutFlow.address.addTitle')}</summary>
      <form action={action} className="add-address__form" noValidate key={state.status === 'invalid' ? JSON.stringify(state) : 'idle'}>
        <AddressFields idPrefix="new-address" value={(name) => (state.status === 'invalid' ? state.values[name] : undefined)} errors={errors} labels={labels} />
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
