import type { Address } from '../../lib/upstream/auth/address-schemas';

type SearchableAddress = Pick<Address, 'label' | 'name' | 'recipientName' | 'address1' | 'address2' | 'address3' | 'postalCode' | 'postalAddress'>;

const fold = (text: string) => text.toLocaleLowerCase('sv');

/**
 * The address search of spec point 5: every typed word, ignoring case, must be found in one of
 * label, name, recipient, address lines, postal code or postal address. Postal codes are also
 * compared without their space, so "90325" finds "903 25".
 */
export function addressMatches(address: SearchableAddress, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const fields = [address.label, address.name, address.recipientName, address.address1, address.address2, address.address3, address.postalCode, address.postalCode?.replace(/\s/g, ''), address.postalAddress]
    .filter((field): field is string => typeof field === 'string' && field !== '')
    .map(fold);
  return words.every((word) => fields.some((field) => field.includes(word)));
}
