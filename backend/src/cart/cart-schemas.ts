import { z } from 'zod';
import { ConfigurationSchema } from '../../../domain/product-configuration';

/**
 * Request shapes of the cart service. Structure is checked here (a string where a number belongs
 * is a 400 for the whole request); whether an article exists or a quantity fits its unit is
 * answered per item, so one bad line of a quick add does not hide the good ones.
 */
export const CartId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected a cart id');
export const CartItemId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a cart item id');
export const DeliveryIdText = z.string().trim().min(1).max(40);
export const CustomerIdText = z.string().trim().min(1).max(40);
export const ProjectIdText = z.string().trim().min(1).max(40);

/**
 * Free text that travels on to orders, ERP fields and spreadsheets: trimmed, bounded, and without
 * control characters (a NUL or an escape in an order reference helps nobody).
 */
export const singleLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'No control characters or line breaks');
export const multiLineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'No control characters');

/** Line labels ("märkning") travel to the order rows; the ERP field holds 50 characters. */
export const LABEL_MAX = 50;
export const Label = singleLineText(LABEL_MAX);

/** The most lines one request may add, update or delete (and one import may hold). */
export const MAX_BATCH = 1_000;

export const CartParams = z.object({ cartId: CartId });
export const CartItemParams = z.object({ cartId: CartId, itemId: CartItemId });
export const CartDeliveryParams = z.object({ cartId: CartId, deliveryId: DeliveryIdText });
export const TransferParams = z.object({ cartId: CartId, sourceCartId: CartId });

export const CartQuery = z.object({ customerId: CustomerIdText.optional(), projectId: ProjectIdText.optional() });

const AddItem = z.object({
  /** The client's own id for the line (a quick-add line number); echoed in errors. */
  id: z.union([z.string().trim().min(1).max(40), z.number().int().nonnegative()]).optional(),
  articleNumber: z.string().trim().min(1).max(40),
  quantity: z.number(),
  deliveryId: DeliveryIdText.optional(),
  label: Label.optional(),
  /** A configured line (decision 035): the quantity counts cut pieces; the rules are checked per line. */
  configuration: ConfigurationSchema.optional(),
});
export type AddItemInput = z.infer<typeof AddItem>;

/**
 * `{ items: [...] }`, or the bare list as some clients send it. `mode` (our extension; the spec
 * names no field for it) says how a line already in the cart is met: 'set' (default, the spec's
 * absolute quantities) or 'increment' (add to what it holds, atomically; see add-items.ts).
 */
export const AddItemsBody = z
  .union([
    z.object({ items: z.array(AddItem).min(1).max(MAX_BATCH), mode: z.enum(['set', 'increment']).default('set') }),
    z.array(AddItem).min(1).max(MAX_BATCH),
  ])
  .transform((body) => (Array.isArray(body) ? { items: body, mode: 'set' as const } : body));

const ItemChange = {
  quantity: z.number().optional(),
  label: Label.nullable().optional(),
  deliveryId: DeliveryIdText.optional(),
};
export const UpdateItemBody = z
  .object(ItemChange)
  .refine((body) => body.quantity !== undefined || body.label !== undefined || body.deliveryId !== undefined, 'Nothing to update');

const UpdateItem = z.object({ cartItemId: CartItemId, ...ItemChange });
export type UpdateItemInput = z.infer<typeof UpdateItem>;
export const UpdateItemsBody = z
  .union([z.object({ items: z.array(UpdateItem).min(1).max(MAX_BATCH) }), z.array(UpdateItem).min(1).max(MAX_BATCH)])
  .transform((body) => (Array.isArray(body) ? body : body.items));

export const DeleteItemsBody = z
  .union([z.object({ cartItemIds: z.array(CartItemId).min(1).max(MAX_BATCH) }), z.array(CartItemId).min(1).max(MAX_BATCH)])
  .transform((body) => (Array.isArray(body) ? body : body.cartItemIds));

export const RequestedDateBody = z.object({
  requestedDeliveryDate: z.string().trim().max(30).nullable(),
});

export const IncludeInOrderBody = z.object({ isIncludedInOrder: z.boolean() });

export const CartStatusBody = z.object({ status: z.literal('DELETED') });

export const ExportBody = z.object({
  cartItemIds: z.array(CartItemId).max(MAX_BATCH).optional(),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});
