import { z } from 'zod';
import { randomToken } from '../lib/bytes';
import { AddressRowSchema, type AddressRow } from './address';
import type { AddressInput } from './address-schemas';

/** More than any customer keeps; stops a runaway script from filling the table. */
export const MAX_ADDRESSES_PER_CUSTOMER = 500;

export async function listAddresses(db: D1Database, customerId: string): Promise<AddressRow[]> {
  const { results } = await db.prepare('SELECT * FROM addresses WHERE customer_id = ?1').bind(customerId).all();
  return z.array(AddressRowSchema).parse(results);
}

export async function findAddress(db: D1Database, id: string): Promise<AddressRow | null> {
  const row = await db.prepare('SELECT * FROM addresses WHERE id = ?1').bind(id).first();
  return row ? AddressRowSchema.parse(row) : null;
}

const values = (input: AddressInput) => [
  input.label, input.name, input.recipientName, input.address1, input.address2, input.address3,
  input.postalCode, input.postalAddress, input.countryCode, input.phone, input.preselected ? 1 : 0,
];

// Only one preselected address per customer (a unique index says so): choosing a new one first
// clears the old one, in the same batch.
const clearPreselected = (db: D1Database, customerId: string, keepId: string) =>
  db.prepare('UPDATE addresses SET preselected = 0 WHERE customer_id = ?1 AND id <> ?2 AND preselected = 1').bind(customerId, keepId);

/** Null when the customer already has the most addresses allowed. */
export async function createAddress(db: D1Database, customerId: string, input: AddressInput, now: number): Promise<AddressRow | null> {
  const id = `A-${randomToken(9)}`;
  const insert = db
    .prepare(
      `INSERT INTO addresses (id, customer_id, label, name, recipient_name, address1, address2, address3, postal_code, postal_address, country_code, phone, preselected, read_only, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, 0, ?14, ?14
       WHERE (SELECT COUNT(*) FROM addresses WHERE customer_id = ?2) < ?15 RETURNING *`,
    )
    .bind(id, customerId, ...values(input), now, MAX_ADDRESSES_PER_CUSTOMER);
  const answers = await db.batch(input.preselected ? [clearPreselected(db, customerId, id), insert] : [insert]);
  const row = answers[answers.length - 1]?.results[0];
  return row ? AddressRowSchema.parse(row) : null;
}

/** Read-only addresses (from the ERP) are never changed: the WHERE keeps them out. */
export async function updateAddress(db: D1Database, row: AddressRow, input: AddressInput, now: number): Promise<AddressRow | null> {
  const update = db
    .prepare(
      `UPDATE addresses SET label = ?2, name = ?3, recipient_name = ?4, address1 = ?5, address2 = ?6, address3 = ?7, postal_code = ?8,
         postal_address = ?9, country_code = ?10, phone = ?11, preselected = ?12, updated_at = ?13
       WHERE id = ?1 AND read_only = 0 RETURNING *`,
    )
    .bind(row.id, ...values(input), now);
  const answers = await db.batch(input.preselected ? [clearPreselected(db, row.customer_id, row.id), update] : [update]);
  const updated = answers[answers.length - 1]?.results[0];
  return updated ? AddressRowSchema.parse(updated) : null;
}

export async function deleteAddress(db: D1Database, id: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM addresses WHERE id = ?1 AND read_only = 0').bind(id).run();
  return result.meta.changes > 0;
}
