import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { exportJWK, generateKeyPair } from 'jose';

const DEV_VARS = 'backend/.dev.vars';

/**
 * Makes sure the embedded auth service has an ES256 signing key for local runs: a fresh key per
 * machine in backend/.dev.vars (git-ignored), never a key in the repository. Production sets
 * AUTH_SIGNING_JWK as a secret (wrangler secret put).
 */
export async function ensureDevSigningKey() {
  if (existsSync(DEV_VARS) && readFileSync(DEV_VARS, 'utf8').includes('AUTH_SIGNING_JWK=')) return readDevSigningKey();
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `dev-${Date.now().toString(36)}`, alg: 'ES256', use: 'sig' };
  writeFileSync(DEV_VARS, `# Local development secrets, made by scripts/lib/dev-keys.mjs. Never commit.\nAUTH_SIGNING_JWK=${JSON.stringify(jwk)}\n`);
  return jwk;
}

/** The private JWK from backend/.dev.vars (tests sign tokens with it, as the auth service does). */
export function readDevSigningKey() {
  const line = readFileSync(DEV_VARS, 'utf8').split('\n').find((l) => l.startsWith('AUTH_SIGNING_JWK='));
  if (!line) throw new Error(`${DEV_VARS} has no AUTH_SIGNING_JWK`);
  return JSON.parse(line.slice('AUTH_SIGNING_JWK='.length));
}
