import { ApiError, badRequest } from '../lib/api-error';
import { CART_LINE_LIMIT } from './add-items';
import { explainBlockedWrite } from './cart-access';
import { CHOICE_COLUMNS, syncDeliveriesStatements, touchCartStatement } from './cart-repository';
import { MAX_QUANTITY } from './quantity';

const CHOICES = CHOICE_COLUMNS.join(', ');

/** Both carts are current and unlocked: bound as ?1 (target), ?3 (source), ?2 the time. */
const BOTH_WRITABLE = `EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND status = 'ACTIVE' AND (locked_until IS NULL OR locked_until < ?2))
  AND EXISTS (SELECT 1 FROM carts WHERE id = ?3 AND status = 'ACTIVE' AND (locked_until IS NULL OR locked_until < ?2))`;

/**
 * Moves every line of `sourceId` into `targetId` (spec point 4: the previous cart is carried
 * into the current one after sign-in) and retires the source. A line the target already has is
 * summed, capped at the largest quantity; delivery dates, inclusion and the buyer's delivery
 * choice carry over for deliveries new to the target (a delivery both carts have keeps the
 * target's: what the buyer chose last in the cart they work in). One batch: either everything moves or nothing does.
 */
export async function transferCart(db: D1Database, targetId: string, sourceId: string, now: number): Promise<{ movedLines: number }> {
  if (targetId === sourceId) throw badRequest('A cart cannot be transferred into itself', 'same_cart');
  const count = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM cart_items WHERE cart_id = ?1)
        + (SELECT COUNT(*) FROM cart_items s WHERE s.cart_id = ?2 AND NOT EXISTS (
            SELECT 1 FROM cart_items t WHERE t.cart_id = ?1 AND t.article_number = s.article_number AND t.delivery_id = s.delivery_id AND t.configuration_key = s.configuration_key)) AS total,
        (SELECT COUNT(*) FROM cart_items WHERE cart_id = ?2) AS moving`,
    )
    .bind(targetId, sourceId)
    .first<{ total: number; moving: number }>();
  if ((count?.total ?? 0) > CART_LINE_LIMIT) throw new ApiError(409, 'CART_LIMIT', 'The cart cannot hold more lines');

  const [, lines, , retired] = await db.batch([
    db
      .prepare(
        `INSERT INTO cart_deliveries (cart_id, delivery_id, requested_delivery_date, is_included_in_order, ${CHOICES})
         SELECT ?1, delivery_id, requested_delivery_date, is_included_in_order, ${CHOICES} FROM cart_deliveries WHERE cart_id = ?3 AND ${BOTH_WRITABLE}
         ON CONFLICT DO NOTHING`,
      )
      .bind(targetId, now, sourceId),
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, article_number, delivery_id, quantity, label, created_at, updated_at, configuration, configuration_summary, configuration_key)
         SELECT ?1, article_number, delivery_id, quantity, label, ?2, ?2, configuration, configuration_summary, configuration_key FROM cart_items WHERE cart_id = ?3 AND ${BOTH_WRITABLE}
         ON CONFLICT (cart_id, article_number, delivery_id, configuration_key) DO UPDATE SET
           quantity = min(cart_items.quantity + excluded.quantity, ?4), label = coalesce(cart_items.label, excluded.label), updated_at = excluded.updated_at`,
      )
      .bind(targetId, now, sourceId, MAX_QUANTITY),
    touchCartStatement(db, targetId, now),
    // Retiring the source last: its condition still sees both carts writable only if the moves did.
    db.prepare(`UPDATE carts SET status = 'DELETED', updated_at = ?2 WHERE id = ?3 AND ${BOTH_WRITABLE}`).bind(targetId, now, sourceId),
    db.prepare("DELETE FROM cart_items WHERE cart_id = ?1 AND EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND status = 'DELETED' AND updated_at = ?2)").bind(sourceId, now),
    // The retired source keeps no delivery choices (contacts, door codes): they moved with its lines.
    db.prepare("DELETE FROM cart_deliveries WHERE cart_id = ?1 AND EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND status = 'DELETED' AND updated_at = ?2)").bind(sourceId, now),
    ...syncDeliveriesStatements(db, targetId),
  ]);
  if (!retired?.meta.changes) await explainBlockedWrite(db, targetId, now);
  return { movedLines: lines?.meta.changes ?? count?.moving ?? 0 };
}
