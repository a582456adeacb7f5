import { MaxItemsExceededError, Workbook } from '@cj-tech-master/excelts';
import { parseCsv } from './csv-table';
import { SpreadsheetError } from './spreadsheet-error';
import { decodeText, isPlainText } from './text-decoding';
import { guardZip } from './zip-guard';

export type Cell = string | number | null;

/** Magic numbers of files people upload by mistake: old .xls, PDF, images, archives. */
const FOREIGN_SIGNATURES: readonly number[][] = [
  [0xd0, 0xcf, 0x11, 0xe0], // OLE2: .xls, .doc
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

const invalid = (message: string) => new SpreadsheetError('INVALID_FILE', 'invalid_file', message);
const tooMany = () => new SpreadsheetError('CART_LIMIT', 'too_many_rows', 'The file has more rows than one import may hold');
const tooLarge = () => new SpreadsheetError('FILE_TOO_LARGE', 'file_too_large', 'The file inflates to more than one import may hold');

/** A cell as plain data: rich text joined, formulas by their result, hyperlinks by their text. */
function plainCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((part: { text?: unknown }) => String(part.text ?? '')).join('');
    if ('result' in value) return plainCell(value.result);
    if ('text' in value) return plainCell(value.text);
  }
  return null;
}

async function readXlsx(bytes: Uint8Array, maxRows: number): Promise<Cell[][]> {
  const verdict = await guardZip(bytes);
  if (verdict === 'too_large') throw tooLarge();
  if (verdict === 'not_zip') throw invalid('The file is not a readable spreadsheet');
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes, { maxRows, maxCols: 50 });
  } catch (error) {
    if (error instanceof MaxItemsExceededError) throw tooMany();
    throw invalid('The file is not a readable .xlsx spreadsheet');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Cell[][] = [];
  sheet.eachRow((row) => {
    // Row values are 1-based: index 0 is always empty.
    rows.push(row.values.slice(1).map(plainCell));
  });
  return rows;
}

/**
 * The first sheet of an uploaded .xlsx, or the rows of a CSV/text file, as a table of plain
 * cells. Reading stops past `maxRows` rows (CART_LIMIT); anything that is not a spreadsheet is
 * INVALID_FILE, a file without a single filled cell EMPTY_FILE.
 */
export async function readSpreadsheet(bytes: Uint8Array, maxRows: number): Promise<Cell[][]> {
  if (bytes.length === 0) throw new SpreadsheetError('EMPTY_FILE', 'empty_file', 'The file is empty');
  if (FOREIGN_SIGNATURES.some((signature) => startsWith(bytes, signature))) throw invalid('Only .xlsx and .csv files can be imported');
  let rows: Cell[][];
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    rows = await readXlsx(bytes, maxRows);
  } else {
    const text = decodeText(bytes);
    if (!isPlainText(text)) throw invalid('Only .xlsx and .csv files can be imported');
    const table = parseCsv(text, maxRows);
    if (table.truncated) throw tooMany();
    rows = table.rows;
  }
  const blank = (cell: Cell | undefined) => cell === null || cell === undefined || String(cell).trim() === '';
  const filled = rows.filter((row) => row.some((cell) => !blank(cell))).map((row) => {
    // Trailing empty cells are formatting, not data.
    let end = row.length;
    while (end > 0 && blank(row[end - 1])) end--;
    return row.slice(0, end);
  });
  if (filled.length === 0) throw new SpreadsheetError('EMPTY_FILE', 'empty_file', 'The file has no rows');
  return filled;
}
