import { z } from 'zod';
import { DeliveryIdText, multiLineText, singleLineText } from '../cart/cart-schemas';

const LocationId = z.string().trim().regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, 'Expected a location id');

/** Field lengths of the order form (spec point 5: order.maxCharacters with the limit). */
export const ORDER_FIELD_LIMITS = { reference: 30, goodsLabel: 30, message: 250, contactName: 60 } as const;

/** What the buyer filled in for one delivery on the delivery page. */
export const OrderDetailsSchema = z
  .object({
    storeId: LocationId.optional(),
    warehouseId: LocationId.optional(),
    reference: singleLineText(ORDER_FIELD_LIMITS.reference).optional(),
    goodsLabel: singleLineText(ORDER_FIELD_LIMITS.goodsLabel).optional(),
    message: multiLineText(ORDER_FIELD_LIMITS.message).optional(),
    contactName: singleLineText(ORDER_FIELD_LIMITS.contactName).optional(),
    contactPhone: z.string().trim().regex(/^\+?[\d\s()-]{6,20}$/, 'Expected a phone number').optional(),
    addressId: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected an address id').optional(),
    zipCode: z.string().trim().max(12).optional(),
    countryCode: z.enum(['SE', 'AX']).optional(),
  })
  .refine((details) => !(details.storeId && details.warehouseId), 'Either storeId or warehouseId, not both');
export type OrderDetailsInput = z.infer<typeof OrderDetailsSchema>;

export const CheckoutBody = z.object({
  orderDetails: z
    .record(DeliveryIdText, OrderDetailsSchema)
    .refine((details) => Object.keys(details).length <= 50, 'At most 50 deliveries')
    .default({}),
  sendOrderReceipt: z.boolean().default(false),
});
export type CheckoutInput = z.infer<typeof CheckoutBody>;
