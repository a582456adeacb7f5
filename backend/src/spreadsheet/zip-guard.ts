import { readZipDirectory, type ZipEntry } from './zip-directory';

/**
 * Guards for an uploaded .xlsx (a ZIP) before the spreadsheet library inflates it: a small upload
 * that expands to gigabytes (a "zip bomb") must be refused, and on a 128 MB Workers isolate it
 * must be refused before it is in memory. The directory's sizes are claims, so they only ever
 * refuse; what lets a file through is counting the bytes its entries really inflate to.
 */

/**
 * All entries together, inflated. A 1,000-row order sheet is a few MB even with 50 columns of
 * text; the library holds the inflated parts in memory while it parses, so this is also its budget.
 */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
/** A workbook has a dozen parts, a few dozen with many sheets or images. */
export const MAX_ENTRIES = 256;
/**
 * Compressed bytes fed to the inflater at a time. Deflate expands at most about 1,000 times, so
 * no single step can produce more than about 2 MB before the count is looked at again.
 */
const FEED_BYTES = 2 * 1024;

export type ZipVerdict = 'ok' | 'not_zip' | 'too_large';

/** The directory's claims alone: structure, number of entries, declared sizes. Reads nothing inflated. */
export function inspectZip(bytes: Uint8Array): ZipVerdict {
  const directory = readZipDirectory(bytes, MAX_ENTRIES);
  if ('problem' in directory) return directory.problem;
  let declared = 0;
  for (const entry of directory.entries) {
    declared += entry.declaredSize;
    if (declared > MAX_INFLATED_BYTES) return 'too_large';
  }
  return 'ok';
}

/**
 * How many bytes one deflated entry inflates to, counted while it streams through
 * DecompressionStream; 'too_large' as soon as the count passes `budget` (the rest is never
 * inflated), 'not_zip' when the data is no deflate stream.
 */
async function inflatedSize(compressed: Uint8Array, budget: number): Promise<number | 'too_large' | 'not_zip'> {
  const inflater = new DecompressionStream('deflate-raw');
  const writer = inflater.writable.getWriter();
  const reader = inflater.readable.getReader();
  // Fed in small pieces with backpressure, so the inflater only runs as far as we read.
  const feeding = (async () => {
    for (let at = 0; at < compressed.length; at += FEED_BYTES) await writer.write(compressed.slice(at, at + FEED_BYTES));
    await writer.close();
  })();
  feeding.catch(() => undefined); // a broken stream shows on the reading side
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > budget) {
        await reader.cancel().catch(() => undefined);
        await writer.abort().catch(() => undefined);
        return 'too_large';
      }
    }
    await feeding;
  } catch {
    return 'not_zip';
  }
  return size;
}

async function entryVerdict(bytes: Uint8Array, entry: ZipEntry, budget: number): Promise<number | ZipVerdict> {
  if (entry.encrypted) return 'not_zip';
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) return data.length > budget ? 'too_large' : data.length;
  if (entry.method !== 8) return 'not_zip';
  return inflatedSize(data, budget);
}

/**
 * The directory's claims, then every entry inflated and counted (the output is thrown away).
 * Each entry may inflate to what it declares and no further, and the declared sizes together
 * fit MAX_INFLATED_BYTES: an entry that claims 5 KB is stopped one chunk after 5 KB
 * ('too_large'), whatever it would have become. An entry smaller than it claims is 'not_zip'
 * (no honest ZIP writer does either).
 */
export async function guardZip(bytes: Uint8Array): Promise<ZipVerdict> {
  const claims = inspectZip(bytes);
  if (claims !== 'ok') return claims;
  const directory = readZipDirectory(bytes, MAX_ENTRIES);
  if ('problem' in directory) return directory.problem;
  for (const entry of directory.entries) {
    const size = await entryVerdict(bytes, entry, entry.declaredSize);
    if (typeof size !== 'number') return size;
    if (size !== entry.declaredSize) return 'not_zip';
  }
  return 'ok';
}
