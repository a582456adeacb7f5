import { createHash, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * A self-signed certificate for localhost, *.localhost and 127.0.0.1, for the local servers that
 * must speak TLS: the bench's HTTP/2 proxy (browsers speak HTTP/2 only over TLS) and the browser
 * tests' third-party stand-ins (the real hosts are https). Not a secret: it serves loopback only.
 */
export const localhostTls = {
  key: readFileSync(new URL('./localhost-tls/key.pem', import.meta.url)),
  cert: readFileSync(new URL('./localhost-tls/cert.pem', import.meta.url)),
};

/**
 * The certificate's public key as Chromium's `--ignore-certificate-errors-spki-list` wants it
 * (base64 of the SHA-256 of the SubjectPublicKeyInfo): that browser then trusts this key alone,
 * also for hosts the certificate does not name.
 */
export const localhostTlsSpki = createHash('sha256')
  .update(createPublicKey(localhostTls.cert).export({ type: 'spki', format: 'der' }))
  .digest('base64');
