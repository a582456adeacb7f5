import type { AddressRow } from './address';
import type { AddressInput } from './address-schemas';

const same = (stored: string | null, sent: string | null | undefined) => (stored ?? '') === (sent ?? '');

/**
 * Whether a PUT of a read-only address changes nothing but `preselected`: every field the
 * customer register owns must come back exactly as stored (the postal code as its five digits,
 * which is how both the body schema and the table keep it).
 */
export function onlyPreselectionDiffers(row: AddressRow, body: AddressInput): boolean {
  return (
    same(row.label, body.label) &&
    same(row.name, body.name) &&
    same(row.recipient_name, body.recipientName) &&
    same(row.address1, body.address1) &&
    same(row.address2, body.address2) &&
    same(row.address3, body.address3) &&
    same(row.postal_code.replace(/\s+/g, ''), body.postalCode) &&
    same(row.postal_address, body.postalAddress) &&
    row.country_code === body.countryCode &&
    same(row.phone, body.phone)
  );
}
