import { CART_WRITABLE, ITEM_COLUMNS } from './cart-repository';
import { MAX_QUANTITY } from './quantity';

/** One line to write: article, canonical delivery id, quantity, label, order multiple there. */
export interface UpsertLine {
  a: string;
  d: string;
  q: number;
  l: string | null;
  /** The article's order multiple at the delivery's location (at least 1). */
  m: number;
  /** A configured line (decision 035): its key, configuration JSON and summary; absent on a plain line. */
  k?: string | undefined;
  c?: string | undefined;
  s?: string | undefined;
}

/**
 * How an add meets a line the cart already has. 'set' (the spec's absolute quantities): the
 * line takes the quantity sent. 'increment': the quantity sent is added to what the line holds
 * at the moment of writing, so concurrent adds of the same article all count.
 */
export type AddMode = 'set' | 'increment';

/** Quantities are kept to hundredths (metres of cable); a sum of two is rounded back to that. */
const SUM = 'round(cart_items.quantity + excluded.quantity, 2)';

/**
 * The one statement that writes an add: every line inserted, or merged into the line the cart
 * already has for the article and delivery. Read and write are one statement, so no other write
 * can come between them: concurrent adds never lose a line or, in 'increment' mode, a quantity.
 * The cart must be writable and keep at most `lineLimit` lines, or nothing is written. In
 * 'increment' mode the sum must itself be a valid quantity (at most MAX_QUANTITY, a multiple of
 * the order multiple, as checkQuantity has it); a line whose sum is not is left as it was and is
 * missing from RETURNING. ?1 cart, ?2 now, ?3 lines as JSON.
 */
export function upsertLinesStatement(db: D1Database, input: { cartId: string; now: number; lines: readonly UpsertLine[]; mode: AddMode; lineLimit: number }): D1PreparedStatement {
  const multipleOf = `(SELECT n.value ->> 'm' FROM json_each(?3) n WHERE n.value ->> 'a' = excluded.article_number AND n.value ->> 'd' = excluded.delivery_id AND coalesce(n.value ->> 'k', '') = excluded.configuration_key)`;
  return db
    .prepare(
      `INSERT INTO cart_items (cart_id, article_number, delivery_id, quantity, label, created_at, updated_at, configuration, configuration_summary, configuration_key)
       SELECT ?1, j.value ->> 'a', j.value ->> 'd', j.value ->> 'q', j.value ->> 'l', ?2, ?2, j.value ->> 'c', j.value ->> 's', coalesce(j.value ->> 'k', '') FROM json_each(?3) j
       WHERE ${CART_WRITABLE}
         AND (SELECT COUNT(*) FROM cart_items WHERE cart_id = ?1)
           + (SELECT COUNT(*) FROM json_each(?3) n WHERE NOT EXISTS (
               SELECT 1 FROM cart_items c WHERE c.cart_id = ?1 AND c.article_number = n.value ->> 'a' AND c.delivery_id = n.value ->> 'd' AND c.configuration_key = coalesce(n.value ->> 'k', ''))) <= ?4
       ON CONFLICT (cart_id, article_number, delivery_id, configuration_key) DO UPDATE SET
         quantity = CASE WHEN ?5 THEN ${SUM} ELSE excluded.quantity END,
         label = coalesce(excluded.label, cart_items.label), updated_at = excluded.updated_at
       WHERE NOT ?5 OR (${SUM} <= ?6 AND (${multipleOf} <= 1 OR CAST(round(${SUM} * 100) AS INTEGER) % (100 * ${multipleOf}) = 0))
       RETURNING ${ITEM_COLUMNS}`,
    )
    .bind(input.cartId, input.now, JSON.stringify(input.lines), input.lineLimit, input.mode === 'increment' ? 1 : 0, MAX_QUANTITY);
}

/** The cart's lines for these articles and deliveries, as they are after the write (same batch). */
export const heldLinesStatement = (db: D1Database, cartId: string, lines: readonly UpsertLine[]): D1PreparedStatement =>
  db
    .prepare(
      `SELECT article_number, delivery_id, configuration_key, quantity FROM cart_items c
       WHERE c.cart_id = ?1 AND EXISTS (SELECT 1 FROM json_each(?2) j WHERE j.value ->> 'a' = c.article_number AND j.value ->> 'd' = c.delivery_id AND coalesce(j.value ->> 'k', '') = c.configuration_key)`,
    )
    .bind(cartId, JSON.stringify(lines));
