import { createHmac, createPublicKey } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { readDevSigningKey } from '../../scripts/lib/dev-keys.mjs';
import { signTestAccessToken, type TestTokenOptions } from './tokens';

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** The auth service's public key, as an attacker reads it from the JWKS. */
function publicJwk(): Record<string, string> {
  const { d: _private, ...jwk } = readDevSigningKey();
  return jwk;
}

const publicKeyPem = () => createPublicKey({ key: publicJwk(), format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();

function hs256(header: object, payload: string, secret: string): string {
  const signingInput = `${base64url(header)}.${payload}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

/**
 * Access tokens an attacker could send, each for an admin with no denies, so a token that got
 * through would open everything: no signature (alg none), HS256 keyed with the public key (alg
 * confusion), ES256 by a key of their own under the real kid, expired, not yet valid, another
 * issuer or audience, a payload edited under the real signature, an unknown kid, garbage and a
 * cut-off token. Every one must leave the visitor signed out.
 */
export async function forgedTokens(claims: TestTokenOptions = { role: 'SITE_ADMIN' }): Promise<Record<string, string>> {
  const genuine = await signTestAccessToken(claims);
  const [header = '', payload = '', signature = ''] = genuine.split('.');
  const decodedHeader = JSON.parse(Buffer.from(header, 'base64url').toString());
  const decodedPayload = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const pem = publicKeyPem();
  const { privateKey: attackerKey } = await generateKeyPair('ES256');
  const ownKey = await new SignJWT(decodedPayload).setProtectedHeader({ alg: 'ES256', kid: decodedHeader.kid }).sign(attackerKey);
  const tampered = base64url({ ...decodedPayload, sub: 'U-9999', customerPermissions: [{ role: 'SITE_ADMIN', customerId: 'C-2001', permissionDenies: [] }] });
  return {
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg None, signature kept': `${base64url({ alg: 'None', typ: 'JWT', kid: decodedHeader.kid })}.${payload}.${signature}`,
    'HS256 keyed with the public key (PEM)': hs256({ alg: 'HS256', typ: 'JWT', kid: decodedHeader.kid }, payload, pem),
    'HS256 keyed with the public JWK': hs256({ alg: 'HS256', typ: 'JWT' }, payload, JSON.stringify(publicJwk())),
    'ES256 by another key under the real kid': ownKey,
    expired: await signTestAccessToken({ ...claims, expiresInSeconds: -60 }),
    'not yet valid': await signTestAccessToken({ ...claims, notBeforeInSeconds: 600 }),
    'wrong issuer': await signTestAccessToken({ ...claims, issuer: 'https://evil.example' }),
    'wrong audience': await signTestAccessToken({ ...claims, audience: 'someone-else' }),
    'tampered payload': `${header}.${tampered}.${signature}`,
    'unknown kid': `${base64url({ ...decodedHeader, kid: 'unknown-kid' })}.${payload}.${signature}`,
    garbage: 'garbage',
    'truncated signature': genuine.slice(0, -12),
    'header and payload only': `${header}.${payload}`,
    oversized: `${header}.${'A'.repeat(9000)}.${signature}`,
  };
}
