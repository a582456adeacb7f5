import { describe, expect, it } from 'vitest';
import { lyingZipBomb } from '../../../tests/support/lying-zip-bomb';
import { readSpreadsheet } from './read-spreadsheet';
import { writeXlsx } from './write-spreadsheet';
import { guardZip, MAX_ENTRIES } from './zip-guard';

describe('guardZip', () => {
  it('passes a real workbook, every entry inflated to exactly its declared size', async () => {
    expect(await guardZip(await writeXlsx('Varukorg', ['Artikelnummer', 'Antal'], [['1234567', 2]]))).toBe('ok');
  });

  it('stops a bomb that claims 5 KB at its claim, and the import calls it too large', async () => {
    const bomb = await lyingZipBomb(256 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await guardZip(bomb)).toBe('too_large');
    await expect(readSpreadsheet(bomb, 1_001)).rejects.toMatchObject({ id: 'FILE_TOO_LARGE', status: 413 });
  });

  it('refuses an entry that inflates to less than it claims', async () => {
    const honest = await lyingZipBomb(1024, 1024);
    expect(await guardZip(honest)).toBe('ok');
    expect(await guardZip(await lyingZipBomb(1024, 4096))).toBe('not_zip');
  });

  it('refuses a deflate stream that is not one, and more entries than a workbook has', async () => {
    const broken = await lyingZipBomb(1024, 1024);
    // The compressed data starts after the 30-byte local header and the 24-byte name.
    broken.fill(0xff, 54, 60);
    expect(await guardZip(broken)).toBe('not_zip');
    const crowded = await writeXlsx('Varukorg', ['A'], [['1']]);
    const view = new DataView(crowded.buffer, crowded.byteOffset, crowded.byteLength);
    view.setUint16(crowded.length - 22 + 10, MAX_ENTRIES + 1, true);
    expect(await guardZip(crowded)).toBe('too_large');
  });
});
