import { describe, expect, it } from 'vitest';
import { highlightMatch } from './highlight-match';

const marked = (text: string, term: string) => highlightMatch(text, term).map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('highlightMatch', () => {
  it.each([
    ['EKK-kabel 3G1,5', 'kabel', 'EKK-[kabel] 3G1,5'],
    ['EKK-kabel 3G1,5', 'kabel ekk', '[EKK]-[kabel] 3G1,5'],
    ['Kabelkanal 20x20', 'kabel kabelkanal', '[Kabelkanal] 20x20'],
    ['Rörböj 90°', 'RÖR', '[Rör]böj 90°'],
    ['Skruv (M8)', '(m8', 'Skruv [(M8])'],
    ['Skruv', '', 'Skruv'],
    ['Skruv', 'spik', 'Skruv'],
  ])('%s with %j → %s', (text, term, expected) => {
    expect(marked(text, term)).toBe(expected);
  });

  it('always joins back to the original text', () => {
    const text = 'Installationskabel EKK 3G1,5 mm² 100 m';
    expect(highlightMatch(text, 'a.* [ mm²').map((part) => part.text).join('')).toBe(text);
  });
});
