/** Spec points 5 and 9: an asset key lives at most 48 hours. */
export const ASSET_KEY_MAX_SECONDS = 48 * 60 * 60;

/**
 * expiresAt must be a whole number of Unix seconds, not in the past, at most 48 hours ahead.
 * Returns the problem, or null when it is valid.
 */
export function assetKeyExpiryProblem(expiresAt: unknown, nowSeconds: number): string | null {
  if (typeof expiresAt !== 'number' || !Number.isInteger(expiresAt)) return 'expiresAt must be a whole number of seconds since 1970';
  if (expiresAt < nowSeconds) return 'expiresAt is in the past';
  if (expiresAt > nowSeconds + ASSET_KEY_MAX_SECONDS) return 'expiresAt is more than 48 hours ahead';
  return null;
}
