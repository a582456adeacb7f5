import { describe, expect, it } from 'vitest';
import { documentAssets, documentKindsOf } from './product-documents';
import type { WarningRow } from './variant-row';

const warnings = new Map<string, WarningRow>([
  ['H317', { code: 'H317', description: 'Kan orsaka allergisk hudreaktion.', signal_word: 'Varning', pictogram: 'GHS07', detailed_description: '…' }],
  ['EL-BEHORIG', { code: 'EL-BEHORIG', description: 'Installation får endast utföras av behörig elinstallatör.', signal_word: null, pictogram: null, detailed_description: '…' }],
]);

describe('product documents', () => {
  it('gives every article a datasheet and a chemical one a safety data sheet', () => {
    expect(documentKindsOf([], warnings)).toEqual(['produktblad']);
    expect(documentKindsOf(['EL-BEHORIG'], warnings)).toEqual(['produktblad']);
    expect(documentKindsOf(['EL-BEHORIG', 'H317'], warnings)).toEqual(['produktblad', 'sakerhetsdatablad']);
    // A code the warnings table lacks is no hazard the shop can describe.
    expect(documentKindsOf(['H999'], warnings)).toEqual(['produktblad']);
  });

  it('describes them as PDF assets under /dokument/', () => {
    expect(documentAssets('1234567', 'Kemankare Epoxi 300 ml', ['produktblad', 'sakerhetsdatablad'])).toEqual([
      { assetType: 'DATASHEET', assetUrl: '/dokument/1234567/produktblad.pdf', assetLabel: 'Produktblad Kemankare Epoxi 300 ml', assetMimeType: 'application/pdf' },
      { assetType: 'SAFETY_DATA_SHEET', assetUrl: '/dokument/1234567/sakerhetsdatablad.pdf', assetLabel: 'Säkerhetsdatablad Kemankare Epoxi 300 ml', assetMimeType: 'application/pdf' },
    ]);
  });
});
