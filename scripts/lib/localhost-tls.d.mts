/** Types of localhost-tls.mjs for the TypeScript tests that import it. */
export const localhostTls: { key: Buffer; cert: Buffer };
export const localhostTlsSpki: string;
