/**
 * The content webhook's shared-secret check. Both values are hashed first, so the comparison
 * always runs over 32 bytes whatever was sent, and every byte is compared: neither the length
 * nor the position of the first wrong character shows in the time the check takes.
 */

const encoder = new TextEncoder();

async function digest(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value)));
}

export async function secretsMatch(given: string | undefined, expected: string | undefined): Promise<boolean> {
  // No configured secret means no webhook: refuse everything rather than accept an empty one.
  if (!expected || given === undefined) return false;
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** The secret from `x-content-webhook-secret`, or from `Authorization: Bearer …`. */
export function webhookSecretFrom(headers: { get(name: string): string | null }): string | undefined {
  const direct = headers.get('x-content-webhook-secret');
  if (direct !== null) return direct;
  const match = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1];
}
