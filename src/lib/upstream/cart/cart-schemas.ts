import { z } from 'zod';
import { PriceSchema, StockSchema } from '../../catalogue/variant';

/**
 * The cart of spec point 3 as the cart service (REST, point 7) and the commerce getCart query
 * answer it. Shared by the cart and checkout features: both read carts through these types only.
 */

/** `METHOD:LOCATION`, e.g. `DBI:CL-01` (home delivery from central storage) or `EXH:S-UME-01`. */
export type DeliveryId = string;

/** Spec point 9: the default delivery method DBI, shipped from central storage. */
export const DEFAULT_DELIVERY_ID: DeliveryId = 'DBI:CL-01';

/**
 * What the buyer chose for a delivery on the delivery step, as the cart service keeps it (the
 * delivery's orderDetails; null until chosen). The cart, not the browser, holds the order.
 */
export const DeliveryChoiceSchema = z.object({
  /** Null: order fields carried over from moved lines, but no method chosen for this delivery yet. */
  deliveryMethod: z.string().nullish(),
  storeId: z.string().nullish(),
  addressId: z.string().nullish(),
  zipCode: z.string().nullish(),
  countryCode: z.enum(['SE', 'AX']).nullish(),
  reference: z.string().nullish(),
  goodsLabel: z.string().nullish(),
  message: z.string().nullish(),
  contactName: z.string().nullish(),
  contactPhone: z.string().nullish(),
});
export type DeliveryChoice = z.infer<typeof DeliveryChoiceSchema>;

export const CartDeliverySchema = z.object({
  deliveryId: z.string(),
  deliveryMethod: z.string(),
  deliveryMethodName: z.string(),
  orderType: z.string(),
  locationId: z.string(),
  requestedDeliveryDate: z.string().nullish(),
  isIncludedInOrder: z.boolean(),
  cartItemIds: z.array(z.string()),
  orderDetails: DeliveryChoiceSchema.nullish(),
});
export type CartDelivery = z.infer<typeof CartDeliverySchema>;

export const CartItemSchema = z.object({
  cartItemId: z.string(),
  articleNumber: z.string(),
  deliveryId: z.string(),
  /** Absolute (spec point 4): what the line holds, never a change. */
  quantity: z.number(),
  label: z.string().nullish(),
  requestedDeliveryDate: z.string().nullish(),
  isIncludedInOrder: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A configured line (decision 035): what was cut, and its summary; the quantity counts pieces. */
  configuration: z.object({ length: z.number(), packaging: z.string().nullish(), summary: z.string(), stockPerPiece: z.number().nullish() }).nullish(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  cartId: z.string(),
  customerId: z.string(),
  projectId: z.string().nullish(),
  status: z.string(),
  deliveryIdsInOrder: z.array(z.string()),
  deliveries: z.array(CartDeliverySchema),
  cartItems: z.array(CartItemSchema),
  updatedAt: z.string(),
});
export type Cart = z.infer<typeof CartSchema>;

/** The part of a variant the cart shows: name, unit, image, purchase rules and replacements. */
export const CartVariantSchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  unit: z.string(),
  variantSlug: z.string(),
  discontinued: z.boolean(),
  stockedAt: z.array(z.string()),
  purchaseConstraints: z.array(z.string()),
  filterTags: z.array(z.string()),
  images: z.array(z.object({ assetUrl: z.string() })),
  relations: z.array(z.object({ type: z.string(), label: z.string(), articleNumber: z.string(), name: z.string(), variantSlug: z.string() })),
});
export type CartVariant = z.infer<typeof CartVariantSchema>;

/** A cart item with what getCart adds: unit price (absent without viewPrices), stock, variant. */
export const CartLineSchema = CartItemSchema.extend({
  variantSlug: z.string().nullish(),
  discontinued: z.boolean(),
  filterTags: z.array(z.string()),
  price: PriceSchema.nullish(),
  stock: StockSchema.nullish(),
  variant: CartVariantSchema.nullish(),
  /** Set on a line an accepted quote put there (issue 17); holds: its price still applies. */
  quote: z.object({ quoteId: z.string(), quoteNumber: z.string(), validUntil: z.string().nullable(), holds: z.boolean() }).nullish(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartWithLinesSchema = CartSchema.extend({ cartItems: z.array(CartLineSchema) });
export type CartWithLines = z.infer<typeof CartWithLinesSchema>;

/** One line a batch call did not save; `id` is the caller's id for it (a quick-add row). */
export const CartLineErrorSchema = z.object({ id: z.string(), articleNumber: z.string().optional(), code: z.string() });
export type CartLineError = z.infer<typeof CartLineErrorSchema>;

/** Batch add, update and import answers: what was saved and what was not, line by line. */
export const CartBatchResultSchema = z.object({
  cartId: z.string(),
  cartItems: z.array(CartItemSchema).default([]),
  errors: z.array(CartLineErrorSchema).default([]),
});
export type CartBatchResult = z.infer<typeof CartBatchResultSchema>;

export interface NewCartItem {
  /** Echoed in errors, so a quick-add row can say which line failed. */
  id?: string;
  articleNumber: string;
  /** Absolute (what the line shall hold afterwards), or what to add in an 'increment' add. */
  quantity: number;
  deliveryId?: DeliveryId;
  label?: string;
  /** A configured line (decision 035): the service checks the rules again and prices it itself. */
  configuration?: { length: number; packaging?: string | undefined };
}

export interface CartItemChange {
  quantity?: number;
  label?: string | null;
  deliveryId?: DeliveryId;
}
