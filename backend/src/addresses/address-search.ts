import type { Address } from './address';

const fold = (text: string) => text.toLocaleLowerCase('sv');

/**
 * Spec point 5's address search: every typed word, ignoring case, must occur in one of label,
 * name, recipient, the address lines, postal code or postal address. Postal codes match with or
 * without their space ("90325" finds "903 25").
 */
export function addressMatches(address: Address, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const fields = [address.label, address.name, address.recipientName, address.address1, address.address2, address.address3, address.postalCode, address.postalAddress]
    .filter((field): field is string => Boolean(field))
    .map(fold);
  const zip = address.postalCode.replace(/\s+/g, '');
  return words.every((word) => fields.some((field) => field.includes(word)) || (/^\d+$/.test(word) && zip.includes(word)));
}
