import { Workbook } from '@cj-tech-master/excelts';

export type OutCell = string | number | null;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A one-sheet workbook: a bold header row, then the rows as given (numbers stay numbers). */
export async function writeXlsx(sheetName: string, header: readonly string[], rows: readonly (readonly OutCell[])[]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(60, Math.max(10, ...[header[index] ?? '', ...rows.map((row) => String(row[index] ?? ''))].map((value) => value.length + 2)));
  });
  // A copy on a plain ArrayBuffer: what Response bodies take.
  return new Uint8Array(await workbook.xlsx.writeBuffer({ zip: { level: 6 } }));
}

/**
 * A cell spreadsheet programs must not run as a formula (CSV injection): text starting with
 * = + - @ or a tab gets a leading apostrophe. Numbers are written as they are.
 */
function csvCell(cell: OutCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Semicolon-separated with a decimal comma and a BOM: how Swedish Excel opens CSV correctly. */
export function writeCsv(header: readonly string[], rows: readonly (readonly OutCell[])[]): string {
  return `\ufeff${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
