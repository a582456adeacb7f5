import { Workbook } from '@cj-tech-master/excelts';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './read-spreadsheet';
import { writeCsv, writeXlsx } from './write-spreadsheet';
import { inspectZip } from './zip-guard';

const problem = (promise: Promise<unknown>) => promise.then(() => 'read', (error: { id?: string }) => error.id);

describe('readSpreadsheet', () => {
  it('reads back an .xlsx it wrote, numbers and text alike', async () => {
    const bytes = await writeXlsx('Varukorg', ['Artikelnummer', 'Antal', 'Märkning'], [['1234567', 2.5, 'Kök'], ['7654321', 3, null]]);
    expect(await readSpreadsheet(bytes, 10)).toEqual([['Artikelnummer', 'Antal', 'Märkning'], ['1234567', 2.5, 'Kök'], ['7654321', 3]]);
  });

  it('reads the CSV it writes', async () => {
    const csv = writeCsv(['Artikelnummer', 'Antal'], [['1234567', 2.5], ['=HYPERLINK("x")', 1]]);
    expect(csv.startsWith('\ufeffArtikelnummer;Antal\r\n1234567;2,5\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")";1`);
    expect(await readSpreadsheet(new TextEncoder().encode(csv), 10)).toEqual([['Artikelnummer', 'Antal'], ['1234567', '2,5'], [`'=HYPERLINK("x")`, '1']]);
  });

  it('stops an .xlsx with too many rows without reading it all', async () => {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Rader');
    for (let i = 0; i < 3_000; i++) sheet.addRow([1_000_000 + i, 1]);
    expect(await problem(readSpreadsheet(await workbook.xlsx.writeBuffer(), 1_001))).toBe('CART_LIMIT');
  });

  it.each([
    ['empty', new Uint8Array(), 'EMPTY_FILE'],
    ['blank lines', new TextEncoder().encode(' \r\n;;\r\n'), 'EMPTY_FILE'],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), 'INVALID_FILE'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n…'), 'INVALID_FILE'],
    ['an old .xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'INVALID_FILE'],
    ['a broken zip', new TextEncoder().encode('PK\u0003\u0004not really a zip'), 'INVALID_FILE'],
    ['random bytes', new Uint8Array(Array.from({ length: 300 }, (_, i) => (i * 37) % 256)), 'INVALID_FILE'],
  ])('refuses %s', async (_name, bytes, id) => {
    expect(await problem(readSpreadsheet(bytes, 10))).toBe(id);
  });
});

describe('inspectZip', () => {
  it('passes a real workbook and refuses a directory that claims gigabytes', async () => {
    const bytes = await writeXlsx('Varukorg', ['A'], [['1']]);
    expect(inspectZip(bytes)).toBe('ok');
    const bomb = bytes.slice();
    const view = new DataView(bomb.buffer);
    const end = bomb.length - 22;
    let at = view.getUint32(end + 16, true);
    view.setUint32(at + 24, 0xfffffff0, true);
    at += 0;
    expect(inspectZip(bomb)).toBe('too_large');
    expect(inspectZip(new Uint8Array(10))).toBe('not_zip');
  });
});
