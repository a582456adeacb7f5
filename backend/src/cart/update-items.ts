import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { loadCatalogueFacts } from './article-facts';
import { explainBlockedWrite } from './cart-access';
import { CART_WRITABLE, DeliveryRowSchema, ITEM_COLUMNS, ItemRowSchema, syncDeliveriesStatements, touchCartStatement, type ItemRow } from './cart-repository';
import type { UpdateItemInput } from './cart-schemas';
import { toItemView } from './cart-view';
import { resolveDelivery } from './delivery-id';
import { configuredLineError, lineError } from './line-rules';
import type { AddResult, LineFailure } from './add-items';

/**
 * A line moved into a delivery the cart does not have yet takes along the order fields of the
 * delivery it came from (reference, goods label, message, contact: they describe the order, not
 * the way it travels). Method, store, address and zip code are not carried: the new delivery's
 * way must be chosen on the delivery step. A delivery that exists keeps its own choice. ?1 cart,
 * ?2 now, ?3 the moves as JSON with source s and target d.
 */
const carryOrderFieldsStatement = (db: D1Database, cartId: string, now: number, payload: string) =>
  db
    .prepare(
      `INSERT INTO cart_deliveries (cart_id, delivery_id, reference, goods_label, message, contact_name, contact_phone)
       SELECT ?1, j.value ->> 'd', s.reference, s.goods_label, s.message, s.contact_name, s.contact_phone
       FROM json_each(?3) j JOIN cart_deliveries s ON s.cart_id = ?1 AND s.delivery_id = j.value ->> 's'
       WHERE j.value ->> 'd' <> j.value ->> 's' AND ${CART_WRITABLE}
       ON CONFLICT DO NOTHING`,
    )
    .bind(cartId, now, payload);

/**
 * Changes lines in place: quantity (absolute), label (null clears it) or delivery. Every change
 * is checked against the line's (new) delivery; a move onto a line that already exists there is
 * refused rather than silently merged.
 */
export async function updateLines(db: D1Database, cartId: string, changes: readonly UpdateItemInput[], now: number, options: { limited: boolean }): Promise<AddResult> {
  const ids = [...new Set(changes.map((change) => change.cartItemId))];
  const { results } = await db.prepare(`SELECT ${ITEM_COLUMNS} FROM cart_items WHERE cart_id = ?1`).bind(cartId).all();
  const items = z.array(ItemRowSchema).parse(results);
  const byId = new Map(items.map((item) => [item.id, item]));
  const facts = await loadCatalogueFacts(db, ids.flatMap((id) => byId.get(id)?.article_number ?? []));
  // A configured line is its own line (decision 035): its summary is part of what makes it one.
  const slot = (item: ItemRow) => `${item.article_number}|${item.delivery_id}|${item.configuration ?? ''}`;
  const taken = new Set(items.map(slot));
  const errors: LineFailure[] = [];
  const planned = new Map<string, ItemRow>();
  for (const change of changes) {
    const current = planned.get(change.cartItemId) ?? byId.get(change.cartItemId);
    if (!current) {
      errors.push({ id: change.cartItemId, articleNumber: '', code: 'not_found' });
      continue;
    }
    const resolved = resolveDelivery(change.deliveryId ?? current.delivery_id, facts.locations, options);
    if ('error' in resolved) {
      errors.push({ id: change.cartItemId, articleNumber: current.article_number, code: resolved.error });
      continue;
    }
    const next = {
      ...current,
      delivery_id: resolved.delivery.deliveryId,
      quantity: change.quantity ?? current.quantity,
      label: change.label === undefined ? current.label : change.label || null,
    };
    const moved = next.delivery_id !== current.delivery_id;
    const error = moved && taken.has(slot(next)) ? 'duplicate_line' : (next.configuration ? configuredLineError : lineError)(facts.articles.get(next.article_number), resolved.delivery, next.quantity);
    if (error) {
      errors.push({ id: change.cartItemId, articleNumber: current.article_number, code: error });
      continue;
    }
    if (moved) {
      taken.delete(slot(current));
      taken.add(slot(next));
    }
    planned.set(change.cartItemId, next);
  }
  if (planned.size === 0) return { cartItems: [], errors };

  const payload = JSON.stringify([...planned.values()].map((item) => ({ id: item.id, q: item.quantity, l: item.label, d: item.delivery_id, s: byId.get(item.id)?.delivery_id ?? item.delivery_id })));
  let answers: D1Result[];
  try {
    answers = await db.batch([
      carryOrderFieldsStatement(db, cartId, now, payload),
      db
        .prepare(
          `UPDATE cart_items SET quantity = j.value ->> 'q', label = j.value ->> 'l', delivery_id = j.value ->> 'd', updated_at = ?2
           FROM json_each(?3) j WHERE cart_items.id = j.value ->> 'id' AND cart_items.cart_id = ?1 AND ${CART_WRITABLE}
           RETURNING ${ITEM_COLUMNS}`,
        )
        .bind(cartId, now, payload),
      ...syncDeliveriesStatements(db, cartId),
      touchCartStatement(db, cartId, now),
      db.prepare('SELECT delivery_id, requested_delivery_date, is_included_in_order FROM cart_deliveries WHERE cart_id = ?1').bind(cartId),
    ]);
  } catch (error) {
    // A concurrent add created the line a move was heading for: the unique key said no.
    if (error instanceof Error && /UNIQUE constraint failed/.test(error.message)) throw new ApiError(409, 'duplicate_line', 'That delivery already has a line for the article');
    throw error;
  }
  const rows = z.array(ItemRowSchema).parse(answers[1]?.results ?? []);
  if (rows.length === 0) await explainBlockedWrite(db, cartId, now);
  const byDelivery = new Map(z.array(DeliveryRowSchema).parse(answers[answers.length - 1]?.results ?? []).map((row) => [row.delivery_id, row]));
  return { cartItems: rows.map((row) => toItemView(row, byDelivery.get(row.delivery_id))), errors };
}
