import { z } from 'zod';
import { randomToken } from '../lib/bytes';

export const CartRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  customer_id: z.string(),
  project_id: z.string(),
  status: z.enum(['ACTIVE', 'DELETED']),
  locked_until: z.number().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type CartRow = z.infer<typeof CartRowSchema>;

export const DeliveryRowSchema = z.object({
  delivery_id: z.string(),
  requested_delivery_date: z.string().nullable(),
  is_included_in_order: z.number(),
  // The buyer's choice on the delivery step (migration 0008); absent where a query leaves it out.
  delivery_method: z.string().nullish(),
  store_id: z.string().nullish(),
  address_id: z.string().nullish(),
  zip_code: z.string().nullish(),
  country_code: z.enum(['SE', 'AX']).nullish(),
  reference: z.string().nullish(),
  goods_label: z.string().nullish(),
  message: z.string().nullish(),
  contact_name: z.string().nullish(),
  contact_phone: z.string().nullish(),
});
export type DeliveryRow = z.infer<typeof DeliveryRowSchema>;

export const ItemRowSchema = z.object({
  id: z.string(),
  article_number: z.string(),
  delivery_id: z.string(),
  quantity: z.number(),
  label: z.string().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
  /** Set on a line an accepted quote put there: priced at the quote while it holds (decision 034). */
  quote_item_id: z.string().nullish(),
  /** A configured line's choice as JSON and its readable summary (decision 035); null on a plain line. */
  configuration: z.string().nullish(),
  configuration_summary: z.string().nullish(),
  configuration_key: z.string().nullish(),
});
export type ItemRow = z.infer<typeof ItemRowSchema>;

/** The choice columns of a delivery, in the order delivery-choice.ts writes them. */
export const CHOICE_COLUMNS = ['delivery_method', 'store_id', 'address_id', 'zip_code', 'country_code', 'reference', 'goods_label', 'message', 'contact_name', 'contact_phone'] as const;
export type ChoiceColumn = (typeof CHOICE_COLUMNS)[number];

export const DELIVERY_COLUMNS = `delivery_id, requested_delivery_date, is_included_in_order, ${CHOICE_COLUMNS.join(', ')}`;

export const ITEM_COLUMNS = 'id, article_number, delivery_id, quantity, label, created_at, updated_at, quote_item_id, configuration, configuration_summary, configuration_key';

/**
 * The condition every write carries: the cart is current and no checkout holds it. Statements
 * bind the cart id as ?1 and the time (epoch ms) as ?2, so the check and the write are one
 * atomic statement and a checkout can never race an add.
 */
export const CART_WRITABLE = `EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND status = 'ACTIVE' AND (locked_until IS NULL OR locked_until < ?2))`;

export interface CartOwner {
  userId: string;
  customerId: string;
  /** '' when the cart belongs to no project. */
  projectId: string;
}

/** The caller's current cart for the customer and project, created on first use. */
export async function getOrCreateCart(db: D1Database, owner: CartOwner, now: number): Promise<CartRow> {
  const [, selected] = await db.batch([
    db
      .prepare(
        `INSERT INTO carts (id, user_id, customer_id, project_id, status, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, 'ACTIVE', ?5, ?5)
         ON CONFLICT (user_id, customer_id, project_id) WHERE status = 'ACTIVE' DO NOTHING`,
      )
      .bind(`cart_${randomToken(12)}`, owner.userId, owner.customerId, owner.projectId, now),
    db.prepare("SELECT * FROM carts WHERE user_id = ?1 AND customer_id = ?2 AND project_id = ?3 AND status = 'ACTIVE'").bind(owner.userId, owner.customerId, owner.projectId),
  ]);
  return CartRowSchema.parse(selected?.results[0]);
}

export async function findCart(db: D1Database, cartId: string): Promise<CartRow | null> {
  const row = await db.prepare('SELECT * FROM carts WHERE id = ?1').bind(cartId).first();
  return row ? CartRowSchema.parse(row) : null;
}

export interface CartContents {
  deliveries: DeliveryRow[];
  items: ItemRow[];
}

/** Deliveries and lines of a cart, lines in the order they were first added. */
export async function loadCartContents(db: D1Database, cartId: string): Promise<CartContents> {
  const [deliveries, items] = await db.batch([
    db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM cart_deliveries WHERE cart_id = ?1 ORDER BY delivery_id`).bind(cartId),
    db.prepare(`SELECT ${ITEM_COLUMNS} FROM cart_items WHERE cart_id = ?1 ORDER BY created_at, rowid`).bind(cartId),
  ]);
  return {
    deliveries: z.array(DeliveryRowSchema).parse(deliveries?.results ?? []),
    items: z.array(ItemRowSchema).parse(items?.results ?? []),
  };
}

/**
 * Keeps one delivery row for every delivery that has lines and none for the others: run after
 * any write that adds, moves or removes lines (in the same batch).
 */
export const syncDeliveriesStatements = (db: D1Database, cartId: string): D1PreparedStatement[] => [
  db.prepare('INSERT INTO cart_deliveries (cart_id, delivery_id) SELECT DISTINCT cart_id, delivery_id FROM cart_items WHERE cart_id = ?1 ON CONFLICT DO NOTHING').bind(cartId),
  db.prepare('DELETE FROM cart_deliveries WHERE cart_id = ?1 AND delivery_id NOT IN (SELECT delivery_id FROM cart_items WHERE cart_id = ?1)').bind(cartId),
];

export const touchCartStatement = (db: D1Database, cartId: string, now: number) =>
  db.prepare(`UPDATE carts SET updated_at = ?2 WHERE id = ?1 AND ${CART_WRITABLE}`).bind(cartId, now);
