import { z } from 'zod';
import { DeliveryIdText } from '../cart/cart-schemas';
import { LocationIdText, ORDER_DETAIL_FIELDS } from '../cart/delivery-choice-schemas';

/**
 * What the buyer filled in for one delivery on the delivery page. A delivery the body leaves out
 * is ordered with the choice the cart holds for it (PUT …/delivery/{deliveryId}); fields sent
 * here take the place of the stored ones.
 */
export const OrderDetailsSchema = z
  .object({
    storeId: LocationIdText.optional(),
    warehouseId: LocationIdText.optional(),
    ...ORDER_DETAIL_FIELDS,
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
