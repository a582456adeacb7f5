/**
 * A look at a ZIP archive's central directory before anything is inflated: an .xlsx is a ZIP,
 * and a small upload that expands to gigabytes (a "zip bomb") must be refused unread. The sizes
 * are the archive's own claims; the parser's row limit stops a liar later.
 */
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

export const MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024;
export const MAX_ENTRIES = 500;

export type ZipVerdict = 'ok' | 'not_zip' | 'too_large';

export function inspectZip(bytes: Uint8Array): ZipVerdict {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus an optional comment of up to 65,535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 65_535);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return 'not_zip';
  const entries = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (entries === 0xffff || directoryOffset === 0xffffffff) return 'too_large'; // ZIP64: never an upload of ours
  if (entries > MAX_ENTRIES) return 'too_large';
  let at = directoryOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return 'not_zip';
    const uncompressed = view.getUint32(at + 24, true);
    if (uncompressed === 0xffffffff) return 'too_large';
    total += uncompressed;
    if (total > MAX_UNCOMPRESSED_BYTES) return 'too_large';
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return 'ok';
}
