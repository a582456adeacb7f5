import { describe, expect, it } from 'vitest';
import { sessionFromClaims, type AccessTokenClaims } from './access-token-claims';

const claims = (customerPermissions: AccessTokenClaims['customerPermissions']): AccessTokenClaims => ({ sub: 'U-0001', exp: 2_000_000_000, version: 2, customerPermissions });

describe('the session an access token gives', () => {
  const mixed = claims([
    { role: 'USER', customerId: 'C-1001', projectId: 'P-1001-1', permissionDenies: ['EJ_ORDER'] },
    { role: 'BUYER_ADMIN', customerId: 'C-2001', permissionDenies: [] },
  ]);

  it('works in the chosen customer, with that customer’s role, project and denies', () => {
    expect(sessionFromClaims(mixed, { customerId: 'C-2001' })).toMatchObject({ customerId: 'C-2001', projectId: undefined, role: 'BUYER_ADMIN', permissionDenies: [] });
    expect(sessionFromClaims(mixed)).toMatchObject({ customerId: 'C-1001', projectId: 'P-1001-1', role: 'USER', permissionDenies: ['EJ_ORDER'] });
  });

  it('is an admin when it administers any of its customers, whichever it works in now', () => {
    // User administration lists the customers where the user is admin, so the one they work in does not matter.
    expect(sessionFromClaims(mixed).isAdmin).toBe(true);
    expect(sessionFromClaims(mixed, { customerId: 'C-2001' }).isAdmin).toBe(true);
  });

  it('is no admin with user roles only', () => {
    const plain = claims([
      { role: 'USER', customerId: 'C-1001', permissionDenies: [] },
      { role: 'USER', customerId: 'C-2001', permissionDenies: [] },
    ]);
    expect(sessionFromClaims(plain).isAdmin).toBe(false);
    expect(sessionFromClaims(claims([])).isAdmin).toBe(false);
  });
});
