import { z } from 'zod';

/**
 * Answers of the services checkout steps 2–4 read (spec points 3 and 7), mapped to the shop's
 * own types. Cart shapes come from ../cart/cart-schemas; these are the rest.
 */

/** Spec point 3's Address as the address service answers it. */
export const AddressSchema = z.object({
  addressId: z.string(),
  label: z.string().nullish(),
  name: z.string().nullish(),
  recipientName: z.string().nullish(),
  address1: z.string().nullish(),
  address2: z.string().nullish(),
  address3: z.string().nullish(),
  postalCode: z.string().nullish(),
  postalAddress: z.string().nullish(),
  countryCode: z.string().nullish(),
  phone: z.string().nullish(),
  preselected: z.boolean().default(false),
  readOnly: z.boolean().default(false),
  validForDelivery: z.boolean().default(true),
});
export type Address = z.infer<typeof AddressSchema>;

export interface NewAddress {
  label?: string | undefined;
  name: string;
  recipientName?: string | undefined;
  address1: string;
  address2?: string | undefined;
  postalCode: string;
  postalAddress: string;
  countryCode: 'SE' | 'AX';
  phone?: string | undefined;
}

/** What the buyer filled in for one delivery; the checkout call sends it keyed by delivery id. */
export interface OrderDetails {
  storeId?: string | undefined;
  warehouseId?: string | undefined;
  reference?: string | undefined;
  goodsLabel?: string | undefined;
  message?: string | undefined;
  contactName?: string | undefined;
  contactPhone?: string | undefined;
  addressId?: string | undefined;
  zipCode?: string | undefined;
  countryCode?: 'SE' | 'AX' | undefined;
}

/** One delivery's outcome of POST …/checkout (spec point 3's Order). */
export const CheckoutOutcomeSchema = z.object({
  success: z.boolean(),
  deliveryId: z.string(),
  tempOrderId: z.string().nullish(),
  orderId: z.string().nullish(),
  orderItems: z.array(z.unknown()).default([]),
  orderDetails: z.record(z.string(), z.unknown()).default({}),
  error: z.object({ code: z.string(), message: z.string().optional() }).nullish(),
});
export type CheckoutOutcome = z.infer<typeof CheckoutOutcomeSchema>;
