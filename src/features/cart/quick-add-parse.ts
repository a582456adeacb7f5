import { parseDecimal } from '../../lib/format';

/** One pasted row: where it was, what it names and how many (text as typed, number if readable). */
export interface QuickAddRow {
  /** 1-based line number in the pasted text, as the buyer sees it. */
  line: number;
  articleNumber: string;
  quantityText: string;
  quantity: number | null;
}

export interface QuickAddParse {
  rows: QuickAddRow[];
  /** Lines that held something but no article number. */
  unreadable: number[];
}

const ARTICLE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
// The first tab, semicolon, comma or space run ends the article number; the rest is the quantity,
// so a decimal comma after it ("1234567, 2,5") stays part of the number.
const SPLIT = /^([^\t;, ]+)[\t;, ]+(.*)$/;

/**
 * Quick add (spec point 5 and the cart issue): lines of "article number, quantity" separated by
 * tab (a spreadsheet paste), semicolon, comma or space; a decimal comma is allowed; a line with
 * only an article number means one.
 */
export function parseQuickAdd(text: string): QuickAddParse {
  const rows: QuickAddRow[] = [];
  const unreadable: number[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const match = SPLIT.exec(trimmed);
    const articleNumber = (match?.[1] ?? trimmed).trim();
    const quantityText = (match?.[2] ?? '').trim().replace(/[;\t]+$/, '').trim();
    if (!ARTICLE.test(articleNumber)) {
      unreadable.push(line);
      return;
    }
    rows.push({ line, articleNumber, quantityText: quantityText || '1', quantity: quantityText === '' ? 1 : parseDecimal(quantityText) });
  });
  return { rows, unreadable };
}
