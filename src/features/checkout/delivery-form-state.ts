/** What the delivery action answers the form: the fields to correct, keyed by field name. */
export type DeliveryFormState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string; errors: Record<string, string>; values: Record<string, string> };

/** Per-delivery fields are named `<field>-<index>`, so one form carries every delivery. */
export const DELIVERY_FIELDS = ['deliveryId', 'method', 'store', 'zip', 'country', 'address', 'date', 'reference', 'goodsLabel', 'message', 'contactName', 'contactPhone'] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

export const fieldName = (field: DeliveryField, index: number) => `${field}-${index}`;

/** A cart has few deliveries; the cap keeps a forged form from making the action loop. */
export const MAX_DELIVERIES = 20;
