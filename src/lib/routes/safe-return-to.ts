/** Only a same-site path may be a return address: "/cart" yes, "//evil.example" or "https://…" no. */
export function safeReturnTo(value: unknown, fallback: `/${string}` = '/'): `/${string}` {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value.length > 512 ? fallback : (value as `/${string}`);
}
