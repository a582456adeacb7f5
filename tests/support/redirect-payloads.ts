/**
 * Return addresses an attacker would try for an open redirect: other hosts written every way a
 * browser still reads as another host (protocol-relative, backslashes, tabs and line breaks it
 * strips, encoded slashes, user-info tricks, other schemes). Each must end on the shop's own origin.
 */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/ /evil.example',
  ' //evil.example',
  '/%2F/evil.example',
  '/%5C/evil.example',
  '%2F%2Fevil.example',
  'https://evil.example',
  'HTTPS://evil.example',
  'http:evil.example',
  'https:/evil.example',
  '//localhost@evil.example',
  'http://localhost@evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\u2215\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  `/${'a'.repeat(2000)}`,
];

/** Whether a Location header, as a browser resolves it against the shop, stays on the shop. */
export function staysOnShop(location: string | string[] | undefined, shopOrigin = 'http://localhost'): boolean {
  if (typeof location !== 'string') return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(location.trim()) && !location.startsWith(shopOrigin)) return false;
  try {
    return new URL(location, shopOrigin).origin === shopOrigin;
  } catch {
    return false;
  }
}
