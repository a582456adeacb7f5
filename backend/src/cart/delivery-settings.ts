import { z } from 'zod';
import { ApiError, notFound } from '../lib/api-error';
import { todayInStockholm } from '../../../domain/calendar';
import { explainBlockedWrite } from './cart-access';
import { CART_WRITABLE, DELIVERY_COLUMNS, DeliveryRowSchema, touchCartStatement, type ChoiceColumn, type DeliveryRow } from './cart-repository';
import { checkRequestedDate } from './requested-date';

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

/** The columns of a delivery row a settings call may write; names never come from a request. */
type SettingColumn = 'requested_delivery_date' | 'is_included_in_order' | ChoiceColumn;
export type DeliveryAssignments = Partial<Record<SettingColumn, string | number | null>>;

async function updateDeliveries(db: D1Database, cartId: string, deliveryId: string | null, assignments: DeliveryAssignments, now: number): Promise<DeliveryRow[]> {
  const entries = Object.entries(assignments);
  const values = entries.map(([, value]) => value ?? null);
  const set = entries.map(([column], index) => `${column} = ?${index + 3}`).join(', ');
  const scope = deliveryId === null ? '' : `AND delivery_id = ?${entries.length + 3}`;
  const update = db
    .prepare(`UPDATE cart_deliveries SET ${set} WHERE cart_id = ?1 ${scope} AND ${CART_WRITABLE} RETURNING ${DELIVERY_COLUMNS}`)
    .bind(cartId, now, ...values, ...(deliveryId === null ? [] : [deliveryId]));
  const [touched, updated] = await db.batch([touchCartStatement(db, cartId, now), update]);
  if (!touched?.meta.changes) await explainBlockedWrite(db, cartId, now);
  const rows = z.array(DeliveryRowSchema).parse(updated?.results ?? []);
  if (deliveryId !== null && rows.length === 0) throw notFound('No such delivery in the cart');
  return rows;
}

/** PUT …/delivery (deliveryId null: every delivery of the cart): the requested date. */
export const setRequestedDate = (db: D1Database, cartId: string, deliveryId: string | null, date: string | null, now: number) =>
  updateDeliveries(db, cartId, deliveryId, { requested_delivery_date: date }, now);

/** PUT …/delivery/{deliveryId}: the requested date, the buyer's choice, or both in one write. */
export const setDeliverySettings = (db: D1Database, cartId: string, deliveryId: string, assignments: DeliveryAssignments, now: number) =>
  updateDeliveries(db, cartId, deliveryId, assignments, now);

export const setIncludedInOrder = (db: D1Database, cartId: string, deliveryId: string, included: boolean, now: number) =>
  updateDeliveries(db, cartId, deliveryId, { is_included_in_order: included ? 1 : 0 }, now);
