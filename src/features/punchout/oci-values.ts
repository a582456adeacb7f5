/**
 * Value formatting for the OCI form. Receivers parse numbers in the C locale, so a Swedish
 * "12,50" or "1 000" would be read wrongly or refused: toFixed never formats by locale.
 * A number that would not fit `max` characters keeps fewer decimals (rounded) rather than being
 * cut, since a cut number is a different number (decision 031).
 */
export function ociNumber(value: number, decimals: number, max = 15): string {
  const finite = Number.isFinite(value) ? value : 0;
  for (let places = decimals; places > 0; places -= 1) {
    const text = finite.toFixed(places);
    if (text.length <= max) return text;
  }
  return finite.toFixed(0);
}

const graphemes = new Intl.Segmenter('sv', { granularity: 'grapheme' });

/**
 * The text as one line in composed form (NFC, so "å" is one character, not "a" plus a ring):
 * line breaks and other control characters become spaces, since every OCI field but the long
 * text is a single line.
 */
function singleLine(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();
}

/**
 * The longest head of `text` whose UTF-16 length is at most `max`, cut only between whole
 * characters (grapheme clusters): never inside a surrogate pair, an accent or an emoji sequence.
 * UTF-16 units are the strictest count receivers use (SAP counts them; code points are never more).
 */
function headWithin(text: string, max: number): string {
  let head = '';
  for (const { segment } of graphemes.segment(text)) {
    if (head.length + segment.length > max) break;
    head += segment;
  }
  return head;
}

/**
 * A code-like field (article numbers, units, material groups, custom fields): at most `max`
 * characters, cut hard at a character boundary. No ellipsis: a receiver matches these as keys.
 */
export function ociText(value: string, max: number): string {
  return headWithin(singleLine(value), max).trimEnd();
}

export const ELLIPSIS = '…';

/**
 * A readable short text (NEW_ITEM-DESCRIPTION): when too long, cut at the last word boundary
 * that fits and marked with an ellipsis, so the buyer sees it was shortened. A first word longer
 * than half the field is cut inside the word instead, so little is lost.
 */
export function ociShortText(value: string, max: number): string {
  const line = singleLine(value);
  if (line.length <= max) return line;
  const head = headWithin(line, max - ELLIPSIS.length);
  // A head followed by a space already ends on a word boundary.
  const atSpace = line[head.length] === ' ' ? head.length : head.lastIndexOf(' ');
  const cut = atSpace >= max / 2 ? head.slice(0, atSpace) : head;
  return `${cut.trimEnd().replace(/[\s,.;:–-]+$/u, '')}${ELLIPSIS}`;
}

/**
 * A short text whose ending must survive (a configured line's cut length, "– 37 m"): the head is
 * shortened to make room, never the ending, so two cuts of one cable stay apart in the
 * procurement system's list.
 */
export function ociShortTextEndingWith(value: string, ending: string, max: number): string {
  const tail = ` ${singleLine(ending)}`;
  return `${ociShortText(value, max - tail.length)}${tail}`;
}

/**
 * The OCI 4.0 maximum lengths of every NEW_ITEM field the shop sends (punchout-protocols.md);
 * buildOciFields fits each value to its entry here.
 */
export const OCI_MAX_LENGTH = {
  DESCRIPTION: 40,
  VENDORMAT: 40,
  QUANTITY: 15,
  UNIT: 3,
  PRICE: 15,
  CURRENCY: 5,
  PRICEUNIT: 5,
  LEADTIME: 5,
  EXT_PRODUCT_ID: 40,
  MATGROUP: 10,
  CUST_FIELD1: 10,
  CUST_FIELD2: 10,
  CUST_FIELD3: 10,
  CUST_FIELD4: 20,
  CUST_FIELD5: 50,
} as const;

/** Lead time in days: OCI gives it five digits, so anything longer is sent as the most it can say. */
export const ociLeadTime = (days: number): string => String(Math.min(days, 10 ** OCI_MAX_LENGTH.LEADTIME - 1));
