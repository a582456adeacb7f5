import { t, type TextKey } from '../../../lib/texts';
import type { DeliveryField } from '../delivery-form-state';
import { ORDER_FIELDS, type OrderField } from '../order-fields';
import { describedBy, FieldError } from '../../../components/feedback/field-error';

const LABELS: Record<OrderField, TextKey> = {
  reference: 'checkoutFlow.fields.reference',
  goodsLabel: 'checkoutFlow.fields.goodsLabel',
  message: 'checkoutFlow.fields.message',
  contactName: 'checkoutFlow.fields.contactName',
  contactPhone: 'checkoutFlow.fields.contactPhone',
};

/**
 * Reference, goods label, message and contact of one delivery. No maxLength attribute: a browser
 * would cut a pasted text silently, while the message names the limit (order.maxCharacters).
 */
export function OrderDetailFields({ index, values, errors }: { index: number; values: Record<DeliveryField, string>; errors: Record<string, string> }) {
  return (
    <div className="order-detail-fields">
      {(Object.keys(ORDER_FIELDS) as OrderField[]).map((field) => {
        const name = `${field}-${index}`;
        const errorId = `${name}-error`;
        const common = { id: name, name, defaultValue: values[field], ...describedBy(errorId, errors[name]) };
        return (
          <p key={field} className={field === 'message' ? 'form-field order-detail-fields__wide' : 'form-field'}>
            <label htmlFor={name}>{t(LABELS[field])}</label>
            {field === 'message' ? <textarea rows={3} {...common} /> : <input type={field === 'contactPhone' ? 'tel' : 'text'} autoComplete={field === 'contactPhone' ? 'tel' : field === 'contactName' ? 'name' : 'off'} {...common} />}
            <span className="form-hint">{t('order.maxCharacters', { max: ORDER_FIELDS[field].maxLength })}</span>
            <FieldError id={errorId} message={errors[name]} />
          </p>
        );
      })}
    </div>
  );
}
