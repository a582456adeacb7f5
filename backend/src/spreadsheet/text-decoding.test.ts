import { describe, expect, it } from 'vitest';
import { decodeText, isPlainText } from './text-decoding';

const utf16 = (text: string, littleEndian: boolean, bom: boolean) => {
  const bytes: number[] = bom ? (littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    bytes.push(...(littleEndian ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff]));
  }
  return new Uint8Array(bytes);
};

describe('decodeText', () => {
  const text = 'Artikelnummer;Antal;Märkning\n1234567;2;Kök på våning två';

  it('reads UTF-8 with and without BOM', () => {
    const bytes = new TextEncoder().encode(text);
    expect(decodeText(bytes)).toBe(text);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).toBe(text);
  });

  it('reads UTF-16 in both byte orders, with or without BOM', () => {
    expect(decodeText(utf16(text, true, true))).toBe(text);
    expect(decodeText(utf16(text, false, true))).toBe(text);
    expect(decodeText(utf16(text, true, false))).toBe(text);
  });

  it('falls back to Windows-1252 for text that is not UTF-8', () => {
    const bytes = new Uint8Array([...'M'].map((c) => c.charCodeAt(0)).concat([0xe4, 0x72, 0x6b, 0x6e, 0x69, 0x6e, 0x67, 0x20, 0x80]));
    expect(decodeText(bytes)).toBe('Märkning €');
  });
});

describe('isPlainText', () => {
  it('accepts text with tabs and line breaks, refuses binaries', () => {
    expect(isPlainText('a\tb\r\nc')).toBe(true);
    expect(isPlainText('PNG\u0000\u0001\u0002')).toBe(false);
    expect(isPlainText(String.fromCharCode(...Array.from({ length: 200 }, (_, i) => (i * 7) % 32)))).toBe(false);
  });
});
