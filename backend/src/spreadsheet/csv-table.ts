/**
 * A CSV reader for what spreadsheet programs export: the delimiter is guessed from the first
 * line (semicolon in Swedish locales, tab for "text", comma elsewhere, or runs of spaces when
 * there is none of them), fields may be quoted with doubled quotes inside, lines end in LF or CRLF.
 */
const DELIMITERS = [';', '\t', ','] as const;

export function guessDelimiter(firstLine: string): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    let count = 0;
    let quoted = false;
    for (const char of firstLine) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && char === delimiter) count++;
    }
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

export interface CsvTable {
  rows: string[][];
  /** True when reading stopped at `maxRows`: the text had more lines than that. */
  truncated: boolean;
}

/** Reads at most `maxRows` non-empty rows, so a 100,000-line file costs no more than needed. */
export function parseCsv(text: string, maxRows: number): CsvTable {
  const firstLine = text.split(/\r?\n/, 50).find((line) => line.trim() !== '') ?? '';
  const delimiter = guessDelimiter(firstLine);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    const cells = delimiter === null && row.length === 1 ? (row[0] ?? '').trim().split(/\s+/) : row;
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
    row = [];
  };
  while (i < text.length) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i++;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      if (rows.length > maxRows) return { rows: rows.slice(0, maxRows), truncated: true };
    } else {
      field += char;
    }
    i++;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows.length > maxRows ? { rows: rows.slice(0, maxRows), truncated: true } : { rows, truncated: false };
}
