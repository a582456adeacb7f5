import { z } from 'zod';
import { ApiError, notFound } from '../lib/api-error';
import { todayInStockholm } from '../../../domain/calendar';
import { explainBlockedWrite } from './cart-access';
import { CART_WRITABLE, DeliveryRowSchema, touchCartStatement, type DeliveryRow } from './cart-repository';
import { checkRequestedDate } from './requested-date';

const DELIVERY_COLUMNS = 'delivery_id, requested_delivery_date, is_included_in_order';

const DATE_MESSAGES: Record<string, string> = {
  invalid_date: 'Expected a date YYYY-MM-DD',
  date_not_after_today: 'The date must be after today',
  date_not_delivery_day: 'No deliveries on weekends and public holidays',
  date_too_far: 'At most one year ahead',
};

/** 422 with the rule's code, so the shop can name what is wrong with the chosen date. */
export function assertRequestedDate(date: string | null, now: Date = new Date()): void {
  if (date === null) return;
  const error = checkRequestedDate(date, todayInStockholm(now));
  if (error) throw new ApiError(422, error, DATE_MESSAGES[error] ?? 'Invalid date');
}

async function updateDeliveries(db: D1Database, cartId: string, deliveryId: string | null, assignment: string, value: string | number | null, now: number): Promise<DeliveryRow[]> {
  const scope = deliveryId === null ? '' : 'AND delivery_id = ?4';
  const update = db
    .prepare(`UPDATE cart_deliveries SET ${assignment} = ?3 WHERE cart_id = ?1 ${scope} AND ${CART_WRITABLE} RETURNING ${DELIVERY_COLUMNS}`)
    .bind(...(deliveryId === null ? [cartId, now, value] : [cartId, now, value, deliveryId]));
  const [touched, updated] = await db.batch([touchCartStatement(db, cartId, now), update]);
  if (!touched?.meta.changes) await explainBlockedWrite(db, cartId, now);
  const rows = z.array(DeliveryRowSchema).parse(updated?.results ?? []);
  if (deliveryId !== null && rows.length === 0) throw notFound('No such delivery in the cart');
  return rows;
}

/** PUT …/delivery/{deliveryId} and PUT …/delivery (deliveryId null: every delivery of the cart). */
export const setRequestedDate = (db: D1Database, cartId: string, deliveryId: string | null, date: string | null, now: number) =>
  updateDeliveries(db, cartId, deliveryId, 'requested_delivery_date', date, now);

export const setIncludedInOrder = (db: D1Database, cartId: string, deliveryId: string, included: boolean, now: number) =>
  updateDeliveries(db, cartId, deliveryId, 'is_included_in_order', included ? 1 : 0, now);
