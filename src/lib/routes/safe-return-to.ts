/**
 * The one check every redirect to an address that came from outside (a `returnTo` field or query,
 * a Referer, a form's page URL) goes through: only a path on our own origin may come back, and
 * anything else becomes the fallback.
 *
 * Browsers are generous with Location values: they drop tabs and newlines ("/\t/evil.example"
 * is "//evil.example"), treat a backslash as a slash, and "/./..//evil.example" normalises to
 * "//evil.example". So a value holding a control character is refused; its path is decoded (as
 * often as it is encoded) and refused if any layer holds whitespace, a control character or a
 * backslash, or normalises to "//…"; then the value is resolved against a placeholder origin the
 * way a browser would, and only a same-origin result whose path starts with a single "/" is kept,
 * in its normalised, percent-encoded form.
 */
export function safeReturnTo(value: unknown, fallback: `/${string}` = '/'): `/${string}` {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || CONTROL.test(value)) return fallback;
  const rawPath = value.split(/[?#]/, 1)[0] ?? '';
  const decodedPath = decodeFully(rawPath);
  if (decodedPath === null || UNSAFE_IN_PATH.test(rawPath) || UNSAFE_IN_PATH.test(decodedPath)) return fallback;
  // "/..%2F..%2F%2Fevil" is harmless as it stands, but not once some later hop decodes it.
  if (decodedPath.startsWith('//') || !isSingleSlashPath(decodedPath)) return fallback;

  const resolved = resolve(value);
  if (!resolved || !isSingleSlashPath(resolved.pathname)) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return path.length > MAX_LENGTH ? fallback : (path as `/${string}`);
}

/** The address as a browser would resolve it on our origin; null when it leaves the origin. */
function resolve(value: string): URL | null {
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    return url.origin === PLACEHOLDER_ORIGIN ? url : null;
  } catch {
    return null;
  }
}

/** A path that stays a path after normalisation ("/./..//x" becomes "//x", a host). */
function isSingleSlashPath(path: string): boolean {
  const normalised = resolve(path)?.pathname;
  return normalised !== undefined && normalised.startsWith('/') && !normalised.startsWith('//');
}

const MAX_LENGTH = 512;
/** Never a real host: only used to let the URL parser normalise a path the way a browser does. */
const PLACEHOLDER_ORIGIN = 'https://return-to.invalid';
/** Control and format characters: tab, CR, LF, NUL, zero-width and direction marks. */
const CONTROL = /[\p{Cc}\p{Cf}]/u;
/** In the path also any whitespace and backslashes (a query may hold a space; it is re-encoded). */
const UNSAFE_IN_PATH = /[\p{Cc}\p{Cf}\s\\]/u;
/** "%252F" hides "%2F" which hides "/": decode until nothing changes (bounded). */
const MAX_DECODE_ROUNDS = 4;

function decodeFully(text: string): string | null {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after several rounds: nobody encodes a real path like that.
  return null;
}
