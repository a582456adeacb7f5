'use client';

import { useActionState } from 'react';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { DELIVERY_FIELDS, type DeliveryField, type DeliveryFormState } from '../delivery-form-state';
import type { AddressView, CalendarView, DeliveryView, MethodView, StoreView } from '../delivery-view';
import { saveDelivery } from '../save-delivery';
import { DeliverySection } from './delivery-section';

export interface DeliveryFormProps {
  deliveries: DeliveryView[];
  methods: MethodView[];
  stores: StoreView[];
  addresses: AddressView[];
  calendar: CalendarView;
}

/** Step 2: every delivery of the cart in one form, posted to the saveDelivery action. */
export function DeliveryForm({ deliveries, methods, stores, addresses, calendar }: DeliveryFormProps) {
  const [state, action, pending] = useActionState(saveDelivery, { status: 'idle' } as DeliveryFormState);
  const errors = state.status === 'invalid' ? state.errors : {};
  // React resets a form after its action: show what was posted, not what the page started with.
  const valuesOf = (delivery: DeliveryView) =>
    Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, state.status === 'invalid' ? (state.values[`${field}-${delivery.index}`] ?? delivery.defaults[field]) : delivery.defaults[field]])) as Record<DeliveryField, string>;
  return (
    <form action={action} className="delivery-form" noValidate key={state.status === 'invalid' ? JSON.stringify(state) : 'idle'}>
      <p role="alert" className={state.status === 'invalid' ? 'form-message form-message--error' : 'form-message'}>
        {state.status === 'invalid' ? state.message : ''}
      </p>
      {deliveries.map((delivery) => (
        <DeliverySection key={delivery.deliveryId} delivery={delivery} total={deliveries.length} methods={methods} stores={stores} addresses={addresses} calendar={calendar} values={valuesOf(delivery)} errors={errors} />
      ))}
      <p className="form-actions checkout-actions">
        <a href={href('cart')} className="button button--link">
          {t('checkoutFlow.delivery.back')}
        </a>
        <button type="submit" className="button button--primary" disabled={pending} aria-disabled={pending}>
          {pending ? t('checkoutFlow.delivery.saving') : t('checkoutFlow.delivery.continue')}
        </button>
      </p>
    </form>
  );
}
