import { describe, expect, it } from 'vitest';
import { IMPORT_ROW_LIMIT, importLines } from './import-rows';
import { SpreadsheetError } from './spreadsheet-error';

describe('importLines', () => {
  it('finds columns by header in any order and keeps row numbers', () => {
    const { lines, failures } = importLines(
      [
        ['Märkning', 'Antal', 'Artikelnummer'],
        ['Plan 2', '2,5', '1234567'],
        [null, 3, 7654321],
      ],
      50,
    );
    expect(failures).toEqual([]);
    expect(lines).toEqual([
      { row: 2, articleNumber: '1234567', quantity: 2.5, label: 'Plan 2' },
      { row: 3, articleNumber: '7654321', quantity: 3 },
    ]);
  });

  it('keeps a configured line\'s "Konfiguration" as written, for the cart to read back', () => {
    const { lines } = importLines(
      [
        ['Artikelnummer', 'Benämning', 'Antal', 'Enhet', 'Märkning', 'Konfiguration'],
        ['1234567', 'Kraftkabel', 2, 'ST', null, ' Kapad längd 37 m, på trumma '],
        ['7654321', 'Kulventil', 1, 'ST', null, null],
      ],
      50,
    );
    expect(lines).toEqual([
      { row: 2, articleNumber: '1234567', quantity: 2, configuration: 'Kapad längd 37 m, på trumma' },
      { row: 3, articleNumber: '7654321', quantity: 1 },
    ]);
  });

  it('reads article, quantity, label from the first columns without a header', () => {
    expect(importLines([['123 4567', '10', 'Kök']], 50).lines).toEqual([{ row: 1, articleNumber: '1234567', quantity: 10, label: 'Kök' }]);
  });

  it('reports rows it cannot read with their ids, and keeps the others', () => {
    const { lines, failures } = importLines(
      [
        ['Art.nr', 'Antal', 'Märkning'],
        ['ABC-1', '1'],
        ['1234567', 'många'],
        [null, '4'],
        ['1234567', '-2'],
        ['7654321', '1', 'x'.repeat(51)],
        ['7654321', '1e3'],
        ['1111111', '4'],
      ],
      50,
    );
    expect(lines).toEqual([{ row: 8, articleNumber: '1111111', quantity: 4 }]);
    expect(failures.map((f) => [f.id, f.row, f.code])).toEqual([
      ['ABC-1', 2, 'invalid_article_number'],
      ['1234567', 3, 'invalid_quantity'],
      ['row-4', 4, 'invalid_article_number'],
      ['1234567', 5, 'invalid_quantity'],
      ['7654321', 6, 'label_too_long'],
      ['7654321', 7, 'invalid_quantity'],
    ]);
  });

  it('refuses more rows than the limit, and a header without rows', () => {
    const many = Array.from({ length: IMPORT_ROW_LIMIT + 1 }, (_, i) => [String(1_000_000 + i), 1]);
    expect(() => importLines(many, 50)).toThrow(expect.objectContaining({ id: 'CART_LIMIT' }));
    expect(() => importLines([['Artikelnummer', 'Antal']], 50)).toThrow(SpreadsheetError);
    expect(importLines(many.slice(1), 50).lines).toHaveLength(IMPORT_ROW_LIMIT);
  });
});
