import { parseQuantityText } from '../cart/quantity';
import type { Cell } from './read-spreadsheet';
import { SpreadsheetError } from './spreadsheet-error';

/** Data rows one import may hold (a header row comes on top). */
export const IMPORT_ROW_LIMIT = 1_000;

export interface ImportLine {
  /** 1-based row number in the file, header included: what a person finds in Excel. */
  row: number;
  articleNumber: string;
  quantity: number;
  label?: string;
  /** A configured line's summary as written ("Kapad längd 37 m, på trumma"): the cart reads it back. */
  configuration?: string;
}

export interface RowFailure {
  /** The article number as written, or `row-N` when the row has none. */
  id: string;
  row: number;
  articleNumber: string;
  /** invalid_configuration: a "Konfiguration" the cart cannot read back (imported-configuration.ts), or a configured row where a list takes none. */
  code: 'invalid_article_number' | 'invalid_quantity' | 'label_too_long' | 'invalid_configuration';
}

const HEADERS = {
  article: /^(art(ikel)?\.?\s*(nr|nummer)|artikelnummer|article(\s*number)?|item(\s*number)?|sku)$/i,
  quantity: /^(antal|kvantitet|quantity|qty|mängd|st)$/i,
  label: /^(märkning|markning|label|godsmärkning|referens|reference)$/i,
  configuration: /^(konfiguration|configuration)$/i,
};

const text = (cell: Cell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

interface Columns {
  article: number;
  quantity: number;
  /** -1: the file has none. */
  label: number;
  configuration: number;
}

/** Columns named by a header row (article, quantity, optional label and configuration), or null for no header. */
function headerColumns(first: readonly Cell[]): Columns | null {
  const names = first.map((cell) => text(cell).replace(/[:*]/g, '').trim());
  const article = names.findIndex((name) => HEADERS.article.test(name));
  const quantity = names.findIndex((name) => HEADERS.quantity.test(name));
  if (article < 0 || quantity < 0) return null;
  return { article, quantity, label: names.findIndex((name) => HEADERS.label.test(name)), configuration: names.findIndex((name) => HEADERS.configuration.test(name)) };
}

/** Article numbers are digits; Excel may have made a number of one, or kept spaces in it. */
function articleOf(cell: Cell | undefined): string | null {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell > 0 ? String(cell) : null;
  const value = text(cell).replace(/[\s-]/g, '');
  return /^\d{1,20}$/.test(value) ? value : null;
}

function quantityOf(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return cell;
  return parseQuantityText(text(cell));
}

/**
 * Import lines from a table: columns by header (Artikelnummer, Antal, Märkning, Konfiguration …) when the first
 * row has one, else article number, quantity, label in the first three columns. Rows are checked
 * for shape only; whether an article exists or a quantity fits is the cart's business.
 */
export function importLines(table: readonly (readonly Cell[])[], labelMax: number): { lines: ImportLine[]; failures: RowFailure[] } {
  const [first] = table;
  const header = first ? headerColumns(first) : null;
  const columns = header ?? { article: 0, quantity: 1, label: 2, configuration: -1 };
  const start = header ? 1 : 0;
  const dataRows = table.length - start;
  if (dataRows === 0) throw new SpreadsheetError('EMPTY_FILE', 'empty_file', 'The file has no article rows');
  if (dataRows > IMPORT_ROW_LIMIT) throw new SpreadsheetError('CART_LIMIT', 'too_many_rows', `At most ${IMPORT_ROW_LIMIT} rows can be imported`);
  const lines: ImportLine[] = [];
  const failures: RowFailure[] = [];
  table.slice(start).forEach((cells, index) => {
    const row = start + index + 1;
    const written = text(cells[columns.article]);
    const fail = (code: RowFailure['code']) => failures.push({ id: written || `row-${row}`, row, articleNumber: written, code });
    const articleNumber = articleOf(cells[columns.article]);
    if (!articleNumber) return fail('invalid_article_number');
    const quantity = quantityOf(cells[columns.quantity]);
    if (quantity === null) return fail('invalid_quantity');
    // Control characters (a stray tab or line break in a cell) become spaces, as the cart's labels allow.
    const label = columns.label >= 0 ? text(cells[columns.label]).replace(/[\u0000-\u001f\u007f]+/g, ' ').trim() : '';
    if (label.length > labelMax) return fail('label_too_long');
    const configuration = columns.configuration >= 0 ? text(cells[columns.configuration]) : '';
    lines.push({ row, articleNumber, quantity, ...(label ? { label } : {}), ...(configuration ? { configuration } : {}) });
  });
  return { lines, failures };
}
