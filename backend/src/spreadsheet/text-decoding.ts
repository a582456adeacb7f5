/**
 * Text of an uploaded CSV in whatever encoding a spreadsheet program wrote it: UTF-8 (with or
 * without BOM), UTF-16 LE/BE (Excel's "Unicode text"), or Windows-1252 (Excel's "CSV" on a
 * Swedish Windows). Decoded by hand so workerd and Node give the same answer.
 */

// Windows-1252 differs from Latin-1 only in 0x80–0x9F.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeUtf16(bytes: Uint8Array, littleEndian: boolean, start: number): string {
  const parts: string[] = [];
  let chunk: number[] = [];
  for (let i = start; i + 1 < bytes.length; i += 2) {
    const first = bytes[i] ?? 0;
    const second = bytes[i + 1] ?? 0;
    chunk.push(littleEndian ? first | (second << 8) : (first << 8) | second);
    if (chunk.length === 8192) {
      parts.push(String.fromCharCode(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCharCode(...chunk));
  return parts.join('');
}

function decodeCp1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** UTF-16 without a BOM shows as every other byte zero in ASCII-heavy text. */
function looksLikeUtf16(bytes: Uint8Array): 'le' | 'be' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 512));
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) (i % 2 === 0 ? evenZeros++ : oddZeros++);
  const half = sample.length / 2;
  if (oddZeros > half * 0.6 && evenZeros < half * 0.1) return 'le';
  if (evenZeros > half * 0.6 && oddZeros < half * 0.1) return 'be';
  return null;
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes, true, 2);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes, false, 2);
  const utf16 = looksLikeUtf16(bytes);
  if (utf16) return decodeUtf16(bytes, utf16 === 'le', 0);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeCp1252(bytes);
  }
}

/**
 * Text a person could have typed into a spreadsheet: no NUL and hardly any other control
 * characters. Images, PDFs and other binaries fail this even when decoded as Windows-1252.
 */
export function isPlainText(text: string): boolean {
  let control = 0;
  const length = Math.min(text.length, 64 * 1024);
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    if (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) control++;
  }
  return control <= length / 100;
}
