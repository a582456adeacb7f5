/** A nonce as security-headers.ts makes them: 16 random bytes in base64. */
const NONCE = /^[A-Za-z0-9+/]{22}==$/;

/**
 * A cached page's text with this answer's nonce in place of the one it was rendered with
 * (decision 039): Waku's bootstrap and payload scripts, our inline scripts and the flight data
 * that repeats their props all carry it. 128 random bits never occur in a page by chance, so
 * replacing the string everywhere is exact. It streams: the first bytes go out while the rest is
 * still read from the cache (a hit's first byte no longer waits for a 400 KB page). A nonce split
 * between two chunks is caught: each chunk's last characters wait for the next one. A stored nonce
 * of any other shape is refused (undefined): the caller renders instead.
 */
export function freshNonceStream(storedNonce: string, freshNonce: string): TransformStream<string, string> | undefined {
  if (!NONCE.test(storedNonce) || !NONCE.test(freshNonce)) return undefined;
  let carry = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = carry + chunk;
      let out = '';
      let from = 0;
      for (let at = text.indexOf(storedNonce); at !== -1; at = text.indexOf(storedNonce, from)) {
        out += text.slice(from, at) + freshNonce;
        from = at + storedNonce.length;
      }
      // What could be the start of a nonce that ends in the next chunk waits for it.
      const held = Math.max(from, text.length - (storedNonce.length - 1));
      out += text.slice(from, held);
      carry = text.slice(held);
      if (out) controller.enqueue(out);
    },
    flush(controller) {
      if (carry) controller.enqueue(carry);
    },
  });
}
