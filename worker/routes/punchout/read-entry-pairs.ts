import type { Context } from 'hono';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { BodyTooLargeError, readLimitedText } from '../../limited-body';

/** An OCI entry form is a dozen short fields; 32 KB leaves room for systems that send extras. */
export const MAX_ENTRY_BYTES = 32 * 1024;

export type EntryPairs = { ok: true; pairs: [string, string][] } | { ok: false; status: 413 | 415 | 400 };

/**
 * The entry's name/value pairs in order: the query string, then (for POST) the form body,
 * url-encoded or multipart. Procurement systems use both methods, and some put HOOK_URL in the
 * query of a POST; readOciEntry refuses a field that comes twice with different values.
 */
export async function readEntryPairs(c: Context<ShopEnv>): Promise<EntryPairs> {
  const pairs: [string, string][] = [...new URL(c.req.url).searchParams];
  if (c.req.method !== 'POST') return { ok: true, pairs };
  const rawType = c.req.header('content-type') ?? '';
  const type = rawType.toLowerCase();
  try {
    const text = await readLimitedText(c.req.raw, MAX_ENTRY_BYTES);
    if (type.startsWith('application/x-www-form-urlencoded') || (type === '' && !text.trimStart().startsWith('<'))) {
      return { ok: true, pairs: [...pairs, ...new URLSearchParams(text)] };
    }
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(text, { headers: { 'content-type': rawType } }).formData();
      const fields: [string, string][] = [];
      for (const [name, value] of form) {
        if (typeof value !== 'string') return { ok: false, status: 400 };
        fields.push([name, value]);
      }
      return { ok: true, pairs: [...pairs, ...fields] };
    }
    return { ok: false, status: 415 };
  } catch (error) {
    return { ok: false, status: error instanceof BodyTooLargeError ? 413 : 400 };
  }
}
