'use client';

import { useActionState } from 'react';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { placeOrder } from '../place-order';
import type { PlaceOrderState } from '../place-order-state';

/**
 * Receipt option and "Skicka beställning". The button is disabled while the order is being
 * placed (spec point 4's placing flag); the hidden key makes a second post of this same view,
 * double click or retried request, answer the first order instead of making another.
 */
export function PlaceOrderForm({ idempotencyKey }: { idempotencyKey: string }) {
  const [state, action, placing] = useActionState(placeOrder, { status: 'idle' } as PlaceOrderState);
  return (
    <form action={action} className="place-order-form">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <p className="form-field form-field--checkbox">
        <input id="send-order-receipt" type="checkbox" name="sendOrderReceipt" defaultChecked />
        <label htmlFor="send-order-receipt">{t('checkoutFlow.summary.receipt')}</label>
      </p>
      <p role="alert" className={state.status === 'failed' ? 'form-message form-message--error' : 'form-message'}>
        {state.status === 'failed' ? state.message : ''}
        {state.status === 'failed' && state.toDelivery ? (
          <>
            {' '}
            <a href={href('delivery')}>{t('checkoutFlow.summary.changeDelivery')}</a>
          </>
        ) : null}
      </p>
      <p className="form-actions checkout-actions">
        <a href={href('delivery')} className="button button--link">
          {t('checkoutFlow.summary.changeDelivery')}
        </a>
        <button type="submit" className="button button--primary" disabled={placing} aria-busy={placing}>
          {placing ? t('checkoutFlow.summary.placing') : t('order.placeOrder')}
        </button>
      </p>
    </form>
  );
}
