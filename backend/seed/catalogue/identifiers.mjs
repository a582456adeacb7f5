// Article numbers, EAN-13 codes, SSG codes and slugs for the demo catalogue. Each is a pure
// function of the variant's position, so ids never collide and never change between runs.

const ARTICLE_BASE = 1_000_000;
const ARTICLE_SPAN = 9_000_000;
// 7919 is prime and does not divide 9,000,000, so i → (i·7919 + 123457) mod 9,000,000 is a
// bijection: neighbouring variants get unrelated-looking but unique 7-digit numbers.
const ARTICLE_STEP = 7919;
const ARTICLE_OFFSET = 123_457;

/** The 7-digit article number of the index-th variant (unique for the first 9 million). */
export const articleNumberOf = (index) => String(ARTICLE_BASE + ((index * ARTICLE_STEP + ARTICLE_OFFSET) % ARTICLE_SPAN));

/** The EAN-13 check digit of 12 digits: weights 1,3,1,3… from the left, rounded up to ten. */
export function ean13CheckDigit(twelveDigits) {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** A Swedish (73…) EAN-13 with a valid check digit; the manufacturer picks the company prefix. */
export function eanOf(index, manufacturerIndex) {
  const body = `73${String(10 + manufacturerIndex).padStart(3, '0')}${String(index).padStart(7, '0')}`;
  return body + ean13CheckDigit(body);
}

/** SSG code: an 8-digit number of its own, not derived from the article number the buyer sees. */
export const ssgOf = (index) => String(20_000_000 + ((index * 104_729) % 70_000_000));

const TRANSLITERATION = { å: 'a', ä: 'a', ö: 'o', é: 'e', ü: 'u', ø: 'o', æ: 'ae', '²': '2', '³': '3' };

/** URL slug: lower case ASCII words joined by single hyphens, at most `max` characters. */
export function slugify(text, max = 90) {
  const ascii = text
    .toLowerCase()
    .replace(/[åäöéüøæ²³]/g, (char) => TRANSLITERATION[char] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= max) return ascii;
  return ascii.slice(0, max).replace(/-[^-]*$/, '').replace(/-+$/, '');
}

/** A variant's slug ends in its article number, so it is unique however alike the names are. */
export const variantSlugOf = (name, articleNumber) => `${slugify(name)}-${articleNumber}`;
