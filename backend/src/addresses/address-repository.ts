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

export type CreateOutcome = { status: 'created' | 'existing'; row: AddressRow } | { status: 'limit' };

/**
 * A new address, unless the customer already has the same one (a form posted twice): then the
 * existing one is answered, made preselected if asked. The unique index on the fingerprint
 * (migration 0012) decides, so two posts at the same moment still store one address.
 */
export async function createAddress(db: D1Database, customerId: string, input: AddressInput, now: number): Promise<CreateOutcome> {
  const id = `A-${randomToken(9)}`;
  const insert = db
    .prepare(
      `INSERT INTO addresses (id, customer_id, label, name, recipient_name, address1, address2, address3, postal_code, postal_address, country_code, phone, preselected, read_only, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, 0, ?14, ?14
       WHERE (SELECT COUNT(*) FROM addresses WHERE customer_id = ?2) < ?15
       ON CONFLICT (customer_id, fingerprint) DO NOTHING RETURNING *`,
    )
    .bind(id, customerId, ...values({ ...input, preselected: false }), now, MAX_ADDRESSES_PER_CUSTOMER);
  // Stored without the flag first, then preselected in one batch of its own: the customer has
  // exactly one preselected address at every moment, and a refused duplicate changes nothing
  // until it is made the preselected one itself.
  const inserted = await insert.first();
  const found = inserted ? AddressRowSchema.parse(inserted) : await findSameAddress(db, customerId, input);
  if (!found) return { status: 'limit' };
  const row = input.preselected && found.preselected === 0 ? ((await setPreselected(db, found)) ?? found) : found;
  return { status: inserted ? 'created' : 'existing', row };
}

async function findSameAddress(db: D1Database, customerId: string, input: AddressInput): Promise<AddressRow | null> {
  // The same row the unique index matched: let SQLite compute the fingerprint of the input.
  const row = await db
    .prepare(
      `SELECT a.* FROM addresses a WHERE a.customer_id = ?1 AND a.fingerprint =
         lower(coalesce(?2, '')) || char(31) || lower(?3) || char(31) || lower(coalesce(?4, '')) || char(31) ||
         lower(?5) || char(31) || lower(coalesce(?6, '')) || char(31) || lower(coalesce(?7, '')) || char(31) ||
         ?8 || char(31) || lower(?9) || char(31) || ?10 || char(31) || coalesce(?11, '')`,
    )
    .bind(customerId, ...values(input).slice(0, 10))
    .first();
  return row ? AddressRowSchema.parse(row) : null;
}

/** Makes one address the customer's preselected one; the old one loses the flag in the same batch. */
export async function setPreselected(db: D1Database, row: AddressRow): Promise<AddressRow | null> {
  const answers = await db.batch([
    clearPreselected(db, row.customer_id, row.id),
    db.prepare('UPDATE addresses SET preselected = 1 WHERE id = ?1 RETURNING *').bind(row.id),
  ]);
  const updated = answers[1]?.results[0];
  return updated ? AddressRowSchema.parse(updated) : null;
}

/** Takes the preselection from an address (readOnly ones too: the flag is the shop's, not the register's). */
export async function clearPreselection(db: D1Database, row: AddressRow): Promise<AddressRow | null> {
  const updated = await db.prepare('UPDATE addresses SET preselected = 0 WHERE id = ?1 RETURNING *').bind(row.id).first();
  return updated ? AddressRowSchema.parse(updated) : null;
}

/** An edit would make the address the same as another of the customer's (the unique index said no). */
export class DuplicateAddressError extends Error {
  override readonly name = 'DuplicateAddressError';
}

const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed.*fingerprint/i.test(error.message);

/** Read-only addresses (from the ERP) are never changed: the WHERE keeps them out. */
export async function updateAddress(db: D1Database, row: AddressRow, input: AddressInput, now: number): Promise<AddressRow | null> {
  try {
    return await writeAddress(db, row, input, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateAddressError('address_duplicate');
    throw error;
  }
}

async function writeAddress(db: D1Database, row: AddressRow, input: AddressInput, now: number): Promise<AddressRow | null> {
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
