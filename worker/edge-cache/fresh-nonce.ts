/** A nonce as security-headers.ts makes them: 16 random bytes in base64. */
const NONCE = /^[A-Za-z0-9+/]{22}==$/;

/**
 * A cached page with this answer's nonce in place of the one it was rendered with (decision 039):
 * Waku's bootstrap and payload scripts, our inline scripts and the flight data that repeats their
 * props all carry it. 128 random bits never occur in a page by chance, so replacing the string
 * everywhere is exact. A stored nonce of any other shape is refused: the caller renders instead.
 */
export function withFreshNonce(body: string, storedNonce: string, freshNonce: string): string | undefined {
  if (!NONCE.test(storedNonce) || !NONCE.test(freshNonce)) return undefined;
  return body.replaceAll(storedNonce, freshNonce);
}
