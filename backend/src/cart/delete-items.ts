import { z } from 'zod';
import { explainBlockedWrite } from './cart-access';
import { CART_WRITABLE, syncDeliveriesStatements, touchCartStatement } from './cart-repository';

const DeletedSchema = z.array(z.object({ id: z.string() }));

/**
 * Removes the given lines (all lines when `ids` is null) in one guarded batch and answers which
 * ones went. Deleting lines that are not there is not an error of the batch: they are reported.
 */
export async function deleteLines(db: D1Database, cartId: string, ids: readonly string[] | null, now: number): Promise<{ deleted: string[]; missing: string[] }> {
  const remove =
    ids === null
      ? db.prepare(`DELETE FROM cart_items WHERE cart_id = ?1 AND ${CART_WRITABLE} RETURNING id`).bind(cartId, now)
      : db.prepare(`DELETE FROM cart_items WHERE cart_id = ?1 AND id IN (SELECT value FROM json_each(?3)) AND ${CART_WRITABLE} RETURNING id`).bind(cartId, now, JSON.stringify(ids));
  // The touch runs first: after a delete of every line it is the only witness that the cart was
  // still writable when the batch ran.
  const [touched, deleted] = await db.batch([touchCartStatement(db, cartId, now), remove, ...syncDeliveriesStatements(db, cartId)]);
  if (!touched?.meta.changes) await explainBlockedWrite(db, cartId, now);
  const gone = DeletedSchema.parse(deleted?.results ?? []).map((row) => row.id);
  const goneSet = new Set(gone);
  return { deleted: gone, missing: ids === null ? [] : [...new Set(ids)].filter((id) => !goneSet.has(id)) };
}
