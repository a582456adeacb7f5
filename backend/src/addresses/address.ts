import { z } from 'zod';
import { formatZip, isValidZip, normalizeZip, type CountryCode } from '../../../domain/delivery/zip-codes';

/** Spec point 3's Address, as the address service answers it. */
export interface Address {
  addressId: string;
  customerId: string;
  label: string | null;
  name: string;
  recipientName: string | null;
  address1: string;
  address2: string | null;
  address3: string | null;
  postalCode: string;
  postalAddress: string;
  countryCode: CountryCode;
  phone: string | null;
  preselected: boolean;
  readOnly: boolean;
  validForDelivery: boolean;
}

export const AddressRowSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  label: z.string().nullable(),
  name: z.string(),
  recipient_name: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  postal_code: z.string(),
  postal_address: z.string(),
  country_code: z.enum(['SE', 'AX']),
  phone: z.string().nullable(),
  preselected: z.number(),
  read_only: z.number(),
});
export type AddressRow = z.infer<typeof AddressRowSchema>;

/** Goods can go there: a street line, a place and a postal code real in its country. */
export function isValidForDelivery(row: Pick<AddressRow, 'address1' | 'postal_code' | 'postal_address' | 'country_code'>): boolean {
  const zip = normalizeZip(row.postal_code);
  return row.address1.trim() !== '' && row.postal_address.trim() !== '' && zip !== null && isValidZip(zip, row.country_code);
}

export function toAddress(row: AddressRow): Address {
  const zip = normalizeZip(row.postal_code);
  return {
    addressId: row.id,
    customerId: row.customer_id,
    label: row.label,
    name: row.name,
    recipientName: row.recipient_name,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    postalCode: zip ? formatZip(zip, row.country_code) : row.postal_code,
    postalAddress: row.postal_address,
    countryCode: row.country_code,
    phone: row.phone,
    preselected: row.preselected === 1,
    readOnly: row.read_only === 1,
    validForDelivery: isValidForDelivery(row),
  };
}

/** Preselected first, then by label or name in Swedish order: how the address picker lists them. */
export const byPreference = (a: Address, b: Address) =>
  Number(b.preselected) - Number(a.preselected) || (a.label ?? a.name).localeCompare(b.label ?? b.name, 'sv') || a.addressId.localeCompare(b.addressId);
