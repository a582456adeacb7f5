import { DELIVERY_FIELDS, fieldName, MAX_DELIVERIES, type DeliveryField } from './delivery-form-state';

export type DeliveryInput = Record<DeliveryField, string>;

/** Longest value any field may carry before validation; the message field is the longest. */
const MAX_VALUE = 400;

/**
 * The posted delivery form as one record per delivery. Only known field names are read and
 * every value is a bounded string, whatever the post holds.
 */
export function readDeliveryForm(form: FormData): { deliveries: DeliveryInput[]; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const deliveries: DeliveryInput[] = [];
  for (let index = 0; index < MAX_DELIVERIES; index += 1) {
    if (typeof form.get(fieldName('deliveryId', index)) !== 'string') break;
    const input = {} as DeliveryInput;
    for (const field of DELIVERY_FIELDS) {
      const raw = form.get(fieldName(field, index));
      const value = typeof raw === 'string' ? raw.slice(0, MAX_VALUE) : '';
      input[field] = field === 'message' ? value : value.trim();
      values[fieldName(field, index)] = value;
    }
    deliveries.push(input);
  }
  return { deliveries, values };
}
