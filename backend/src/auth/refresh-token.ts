import { randomToken } from '../lib/bytes';

/**
 * A refresh token is `<id>.<secret>`: the id is public (it is the access token's `sid` and the
 * path of DELETE /v2/sessions/{id}); only SHA-256 of the secret is stored.
 */
export interface RefreshTokenParts {
  id: string;
  secret: string;
}

/** Refresh tokens stay usable for 30 days after their last rotation. */
export const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;

// 16 random bytes of id and 32 of secret, base64url without padding.
export const REFRESH_TOKEN_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export const newRefreshTokenParts = (): RefreshTokenParts => ({ id: randomToken(16), secret: randomToken(32) });

export const formatRefreshToken = ({ id, secret }: RefreshTokenParts): string => `${id}.${secret}`;

/** Null for anything not shaped like one of our tokens (it can then never match a row). */
export function parseRefreshToken(token: string): RefreshTokenParts | null {
  const match = TOKEN_PATTERN.exec(token);
  return match?.[1] && match[2] ? { id: match[1], secret: match[2] } : null;
}
