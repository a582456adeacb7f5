import { z } from 'zod';
import { DELIVERY_METHOD_IDS } from '../../../domain/delivery/delivery-methods';
import { multiLineText, singleLineText } from './cart-schemas';

/** Field lengths of the order form (spec point 5: order.maxCharacters with the limit). */
export const ORDER_FIELD_LIMITS = { reference: 30, goodsLabel: 30, message: 250, contactName: 60 } as const;

export const LocationIdText = z.string().trim().regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, 'Expected a location id');
export const AddressIdText = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected an address id');
export const PhoneText = z.string().trim().regex(/^\+?[\d\s()-]{6,20}$/, 'Expected a phone number');
export const ZipText = z.string().trim().max(12);
export const CountryCodeText = z.enum(['SE', 'AX']);

/**
 * The order fields both the checkout's orderDetails and a delivery's stored choice carry, with
 * the same rules, so what the cart keeps is exactly what a checkout would have accepted.
 */
export const ORDER_DETAIL_FIELDS = {
  reference: singleLineText(ORDER_FIELD_LIMITS.reference).optional(),
  goodsLabel: singleLineText(ORDER_FIELD_LIMITS.goodsLabel).optional(),
  message: multiLineText(ORDER_FIELD_LIMITS.message).optional(),
  contactName: singleLineText(ORDER_FIELD_LIMITS.contactName).optional(),
  contactPhone: PhoneText.optional(),
  addressId: AddressIdText.optional(),
  zipCode: ZipText.optional(),
  countryCode: CountryCodeText.optional(),
};

/**
 * One delivery's choice on the delivery step, as PUT …/delivery/{deliveryId} takes it: the whole
 * choice (fields left out are cleared). The method is one of domain/'s ids and must be the one
 * the delivery id names; the store the one it names too (checked in delivery-choice.ts).
 */
export const DeliveryChoiceSchema = z
  .object({
    deliveryMethod: z.enum(DELIVERY_METHOD_IDS),
    storeId: LocationIdText.optional(),
    ...ORDER_DETAIL_FIELDS,
  })
  .strict();
export type DeliveryChoiceInput = z.infer<typeof DeliveryChoiceSchema>;

/**
 * PUT …/delivery/{deliveryId}: the requested date (spec point 7) and, our extension, the
 * delivery's orderDetails (null clears the choice). At least one of the two.
 */
export const DeliverySettingsBody = z
  .object({
    requestedDeliveryDate: z.string().trim().max(30).nullable().optional(),
    orderDetails: DeliveryChoiceSchema.nullable().optional(),
  })
  .refine((body) => body.requestedDeliveryDate !== undefined || body.orderDetails !== undefined, 'Send requestedDeliveryDate, orderDetails or both');
