import { z } from 'zod';
import { loadCatalogueFacts } from './article-facts';
import { assertStillWritable } from './cart-access';
import { CART_WRITABLE, DeliveryRowSchema, ITEM_COLUMNS, ItemRowSchema, syncDeliveriesStatements, touchCartStatement } from './cart-repository';
import { toItemView, type CartItemView } from './cart-view';
import { resolveDelivery } from './delivery-id';
import { lineError } from './line-rules';
import { DEFAULT_DELIVERY_METHOD } from '../../../domain/delivery/delivery-methods';

/** Lines one cart may hold: a large site order, far below what would slow the cart page down. */
export const CART_LINE_LIMIT = 2_000;

export interface NewLine {
  /** The client's id of the line (or its position), echoed in errors. */
  id: string;
  articleNumber: string;
  quantity: number;
  deliveryId?: string | undefined;
  label?: string | undefined;
}

export interface LineFailure {
  id: string;
  articleNumber: string;
  code: string;
}

export interface AddResult {
  cartItems: CartItemView[];
  errors: LineFailure[];
}

interface Accepted {
  a: string;
  d: string;
  q: number;
  l: string | null;
}

/**
 * Adds lines to a cart with absolute quantities. Lines for the same article and delivery within
 * one request are summed first; each line is checked on its own (unknown article, not
 * purchasable for that delivery, quantity) and the good ones are written in one statement whose
 * ON CONFLICT makes concurrent adds of the same line meet instead of duplicating it.
 */
export async function addLines(db: D1Database, cartId: string, lines: readonly NewLine[], now: number, options: { limited: boolean }): Promise<AddResult> {
  const facts = await loadCatalogueFacts(db, lines.map((line) => line.articleNumber));
  const errors: LineFailure[] = [];
  const merged = new Map<string, Accepted & { ids: string[] }>();
  for (const line of lines) {
    const resolved = resolveDelivery(line.deliveryId ?? DEFAULT_DELIVERY_METHOD, facts.locations, options);
    if ('error' in resolved) {
      errors.push({ id: line.id, articleNumber: line.articleNumber, code: resolved.error });
      continue;
    }
    const key = `${line.articleNumber}|${resolved.delivery.deliveryId}`;
    const previous = merged.get(key);
    const entry = { a: line.articleNumber, d: resolved.delivery.deliveryId, q: (previous?.q ?? 0) + line.quantity, l: line.label ?? previous?.l ?? null, ids: [...(previous?.ids ?? []), line.id] };
    const error = lineError(facts.articles.get(line.articleNumber), resolved.delivery, entry.q);
    if (error) {
      // A summed duplicate that breaks a rule fails as a whole: every line of it is reported.
      merged.delete(key);
      errors.push(...entry.ids.map((id) => ({ id, articleNumber: line.articleNumber, code: error })));
      continue;
    }
    merged.set(key, entry);
  }
  const accepted = [...merged.values()];
  if (accepted.length === 0) return { cartItems: [], errors };

  const payload = JSON.stringify(accepted.map(({ a, d, q, l }) => ({ a, d, q, l })));
  const [upserted, , , , deliveries] = await db.batch([
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, article_number, delivery_id, quantity, label, created_at, updated_at)
         SELECT ?1, j.value ->> 'a', j.value ->> 'd', j.value ->> 'q', j.value ->> 'l', ?2, ?2 FROM json_each(?3) j
         WHERE ${CART_WRITABLE}
           AND (SELECT COUNT(*) FROM cart_items WHERE cart_id = ?1)
             + (SELECT COUNT(*) FROM json_each(?3) n WHERE NOT EXISTS (
                 SELECT 1 FROM cart_items c WHERE c.cart_id = ?1 AND c.article_number = n.value ->> 'a' AND c.delivery_id = n.value ->> 'd')) <= ?4
         ON CONFLICT (cart_id, article_number, delivery_id) DO UPDATE SET
           quantity = excluded.quantity, label = coalesce(excluded.label, cart_items.label), updated_at = excluded.updated_at
         RETURNING ${ITEM_COLUMNS}`,
      )
      .bind(cartId, now, payload, CART_LINE_LIMIT),
    ...syncDeliveriesStatements(db, cartId),
    touchCartStatement(db, cartId, now),
    db.prepare('SELECT delivery_id, requested_delivery_date, is_included_in_order FROM cart_deliveries WHERE cart_id = ?1').bind(cartId),
  ]);
  const rows = z.array(ItemRowSchema).parse(upserted?.results ?? []);
  if (rows.length === 0) {
    // Nothing written: either the cart stopped being writable, or the lines would not fit.
    await assertStillWritable(db, cartId, now);
    for (const entry of accepted) errors.push(...entry.ids.map((id) => ({ id, articleNumber: entry.a, code: 'CART_LIMIT' })));
    return { cartItems: [], errors };
  }
  const byDelivery = new Map(z.array(DeliveryRowSchema).parse(deliveries?.results ?? []).map((row) => [row.delivery_id, row]));
  return { cartItems: rows.map((row) => toItemView(row, byDelivery.get(row.delivery_id))), errors };
}
