import { decodeJwt } from 'jose';
import type { Answer } from './backend-auth-api';

// Shared by the user-administration contract tests (tests/integration/backend/user-admin-*.test.ts):
// a new colleague's body, and the permissions an access token carries.

let counter = 0;

/** A create-user body with a fresh e-mail and idempotency key; `overrides` replace fields. */
export function newColleague(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Kim',
    lastName: `Kollega${counter}`,
    email: `kim.${tag}@demo.example`,
    mobileNumber: '070-123 45 67',
    customerPermissions: [{ customerId: 'C-1001', projectId: null, role: 'USER', permissionDenies: [] }],
    requestId: `req-${tag}-abcdef`,
    ...overrides,
  };
}

/** The permission denies of one customer in an access token's claims. */
export function deniesIn(accessToken: string, customerId: string): string[] | undefined {
  const claims = decodeJwt(accessToken) as { customerPermissions?: { customerId: string; permissionDenies: string[] }[] };
  return claims.customerPermissions?.find((p) => p.customerId === customerId)?.permissionDenies;
}

/** The activation link's token in the newest e-mail of an outbox answer. */
export function activationToken(outbox: Answer): string | undefined {
  const [mail] = outbox.body.data as { body: string }[];
  return mail ? /\/activate-user\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] : undefined;
}
