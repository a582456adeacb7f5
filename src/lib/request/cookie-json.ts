/** Cookie values are ASCII; JSON with Swedish text goes through base64url of its UTF-8. */
export function encodeCookieJson(value: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The value encodeCookieJson wrote, or undefined for a missing or garbled cookie. */
export function decodeCookieJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))) as unknown;
  } catch {
    return undefined;
  }
}
