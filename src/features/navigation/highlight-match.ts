export interface TextPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a suggestion's name into plain and matching parts, so the words typed stand out:
 * "kabel ekk" in "EKK-kabel 3G1,5" marks "EKK" and "kabel". Case-insensitive; the parts always
 * join back to the original text, so nothing typed can change what is shown.
 */
export function highlightMatch(text: string, term: string): TextPart[] {
  const words = [...new Set(term.toLocaleLowerCase('sv').split(/\s+/).filter((word) => word.length > 0))];
  if (words.length === 0 || text === '') return [{ text, match: false }];
  // Longest first, so "kabelkanal" wins over "kabel" where both were typed.
  const pattern = new RegExp(`(${words.sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: words.includes(part.toLocaleLowerCase('sv')) }));
}
