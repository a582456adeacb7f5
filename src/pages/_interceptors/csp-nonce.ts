import { unstable_setNonce } from 'waku/router/server';
import { getCspNonce } from '../../lib/request';

// Waku writes its bootstrap and the page's RSC payload as inline scripts; with the answer's nonce
// on them the CSP needs no 'unsafe-inline' (docs/decisions/037).
export default function cspNonce<T>(next: () => T): T {
  const nonce = getCspNonce();
  if (nonce) unstable_setNonce(nonce);
  return next();
}
