/**
 * The central directory of a ZIP archive (an .xlsx is one), read without inflating anything.
 * Every size here is the archive's own claim: the guard in zip-guard.ts checks them against what
 * the entries really inflate to.
 */
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export interface ZipEntry {
  /** 0 stored, 8 deflate; anything else is no spreadsheet of ours. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  declaredSize: number;
  /** Where the entry's compressed bytes start (after its local header). */
  dataStart: number;
}

export type ZipDirectory = { entries: ZipEntry[] } | { problem: 'not_zip' | 'too_large' };

function findEndOfDirectory(bytes: Uint8Array, view: DataView): number {
  // The end record sits in the last 22 bytes plus an optional comment of up to 65,535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 65_535);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** The entries the directory lists, refusing ZIP64 and more than `maxEntries` before reading them. */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(bytes, view);
  if (end < 0) return { problem: 'not_zip' };
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) return { problem: 'too_large' }; // ZIP64: never an upload of ours
  if (count > maxEntries) return { problem: 'too_large' };
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return { problem: 'not_zip' };
    const compressedSize = view.getUint32(at + 20, true);
    const declaredSize = view.getUint32(at + 24, true);
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff) return { problem: 'too_large' };
    const local = view.getUint32(at + 42, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_HEADER) return { problem: 'not_zip' };
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (dataStart + compressedSize > bytes.length) return { problem: 'not_zip' };
    entries.push({ method: view.getUint16(at + 10, true), encrypted: (view.getUint16(at + 8, true) & 1) === 1, compressedSize, declaredSize, dataStart });
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries };
}
