import { t } from '../../../lib/texts';
import type { DeliveryField } from '../delivery-form-state';
import type { AddressView, CalendarView, DeliveryView, MethodView, StoreView } from '../delivery-view';
import { AddressPicker } from './address-picker';
import { DateField } from './date-field';
import { describedBy, FieldError } from '../../../components/feedback/field-error';
import { MethodChoice } from './method-choice';
import { OrderDetailFields } from './order-detail-fields';
import { StorePicker } from './store-picker';

export interface DeliverySectionProps {
  delivery: DeliveryView;
  total: number;
  methods: MethodView[];
  stores: StoreView[];
  addresses: AddressView[];
  calendar: CalendarView;
  values: Record<DeliveryField, string>;
  errors: Record<string, string>;
}

/**
 * One delivery of the cart. Store, zip code and address fields belong to some methods only;
 * CSS shows the ones of the checked method (checkout.css), and without :has() all stay visible.
 */
export function DeliverySection({ delivery, total, methods, stores, addresses, calendar, values, errors }: DeliverySectionProps) {
  const name = (field: DeliveryField) => `${field}-${delivery.index}`;
  const headingId = `delivery-${delivery.index}-heading`;
  return (
    <section className="delivery-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkoutFlow.delivery.heading', { number: delivery.index + 1, total })}</h2>
      <p className="delivery-section__lines">
        {delivery.lineCount === 1 ? t('checkoutFlow.delivery.lineCountOne') : t('checkoutFlow.delivery.lineCount', { count: delivery.lineCount })}: {delivery.articleNumbers.join(', ')}
      </p>
      <input type="hidden" name={name('deliveryId')} value={delivery.deliveryId} />
      <MethodChoice name={name('method')} methods={methods} defaultValue={values.method} error={errors[name('method')]} />
      <StorePicker name={name('store')} stores={stores} defaultValue={values.store} error={errors[name('store')]} />
      <div className="delivery-section__zip">
        <p className="form-field">
          <label htmlFor={name('zip')}>{t('checkoutFlow.zip.label')}</label>
          <input id={name('zip')} name={name('zip')} defaultValue={values.zip} inputMode="numeric" autoComplete="postal-code" {...describedBy(`${name('zip')}-error`, errors[name('zip')])} />
          <FieldError id={`${name('zip')}-error`} message={errors[name('zip')]} />
        </p>
        <p className="form-field">
          <label htmlFor={name('country')}>{t('checkoutFlow.zip.country')}</label>
          <select id={name('country')} name={name('country')} defaultValue={values.country || 'SE'}>
            <option value="SE">{t('checkoutFlow.zip.countrySE')}</option>
            <option value="AX">{t('checkoutFlow.zip.countryAX')}</option>
          </select>
        </p>
      </div>
      <AddressPicker name={name('address')} deliveryIndex={delivery.index} addresses={addresses} defaultValue={values.address} error={errors[name('address')]} />
      <DateField name={name('date')} calendar={calendar} defaultValue={values.date} error={errors[name('date')]} />
      <OrderDetailFields index={delivery.index} values={values} errors={errors} />
    </section>
  );
}
