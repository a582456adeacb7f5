import type { Store } from './store';

const fold = (text: string) => text.toLocaleLowerCase('sv');
const digitsOnly = (text: string) => text.replace(/\s+/g, '');

/**
 * True when every word of the query matches the store's name, city or postal code, ignoring
 * letter case; postal codes match with or without their space ("113 30" = "11330").
 */
export function storeMatches(store: Store, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const texts = [store.name, store.address.city].map(fold);
  const postalCode = digitsOnly(store.address.postalCode);
  return words.every((word) => texts.some((text) => text.includes(word)) || (/^\d+$/.test(word) && postalCode.includes(word)));
}
