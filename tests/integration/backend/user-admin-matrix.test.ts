import { beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../../support/backend-auth-api';
import { newColleague } from '../../support/user-admin-api';

// The role matrix of user administration (issue 16, decision 017): every call, four roles and an
// anonymous caller, allowed or refused. Users created here stay pending (never activated), so the
// active user counts other contract tests read do not change.
const { api, tokenOf } = authApi(27);

type Caller = 'anonymous' | 'anna' | 'bo' | 'carl' | 'site';
const LOGINS: Record<Exclude<Caller, 'anonymous'>, string> = {
  anna: 'anna.andersson@demo.example',
  bo: 'bo.berg@demo.example',
  carl: 'carl.carlsson@demo.example',
  site: 'site.admin@demo.example',
};
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  for (const [caller, login] of Object.entries(LOGINS)) tokens[caller as Caller] = await tokenOf(login);
});

const as = (caller: Caller) => (tokens[caller] ? { token: tokens[caller] } : {});
const CALLERS: Caller[] = ['anonymous', 'anna', 'bo', 'carl', 'site'];

/** Expected status per caller, in CALLERS order. */
async function expectMatrix(call: (caller: Caller) => Promise<{ status: number }>, expected: number[]) {
  const seen: Record<string, number> = {};
  for (const caller of CALLERS) seen[caller] = (await call(caller)).status;
  expect(seen).toEqual(Object.fromEntries(CALLERS.map((caller, index) => [caller, expected[index]])));
}

describe('user administration: who may call what', () => {
  it('lists users, reads a user, their permissions, roles and permission names: admins only', async () => {
    await expectMatrix((c) => api('/v2/users?active=1', as(c)), [401, 403, 200, 200, 200]);
    // U-0008 (gustav) is a USER of C-1001 and C-2001.
    await expectMatrix((c) => api('/v2/users/U-0008', as(c)), [401, 403, 200, 200, 200]);
    await expectMatrix((c) => api('/users/name/gustav.gran@demo.example', as(c)), [401, 403, 200, 200, 200]);
    await expectMatrix((c) => api('/v2/permissions/U-0008', as(c)), [401, 403, 200, 200, 200]);
    await expectMatrix((c) => api('/role-names', as(c)), [401, 403, 200, 200, 200]);
    await expectMatrix((c) => api('/permission-names', as(c)), [401, 403, 200, 200, 200]);
    await expectMatrix((c) => api('/v2/users/U-0008/audit', as(c)), [401, 403, 200, 200, 200]);
    // U-0011 (the punch-out user) belongs to C-2001 only: not bo's.
    await expectMatrix((c) => api('/v2/users/U-0011', as(c)), [401, 403, 403, 200, 200]);
    await expectMatrix((c) => api('/v2/users/U-0011/audit', as(c)), [401, 403, 403, 200, 200]);
  });

  it('sorts the list by role within the chosen customer', async () => {
    const roles = async (order: string) =>
      (await api(`/v2/users?customerId=C-1001&active=1&orderBy=role&order=${order}`, as('carl'))).body.data.map(
        (u: { customerPermissions: { customerId: string; role: string }[] }) => u.customerPermissions.find((p) => p.customerId === 'C-1001')?.role,
      );
    expect((await roles('desc')).slice(0, 3)).toEqual(['SITE_ADMIN', 'SELLER_ADMIN', 'BUYER_ADMIN']);
    expect((await roles('asc'))[0]).toBe('USER');
  });

  it('answers the admin customers for the customer search', async () => {
    await expectMatrix((c) => api('/v3/customers?active=1&search=', as(c)), [401, 403, 200, 200, 200]);
    const ids = async (c: Caller) => (await api('/v3/customers?active=1&search=', as(c))).body.data.map((x: { customerId: string }) => x.customerId);
    expect(await ids('bo')).toEqual(['C-1001']);
    expect(await ids('carl')).toEqual(['C-1001', 'C-2001']);
    expect(await ids('site')).toEqual(['C-1001', 'C-3001', 'C-2001']);
    // Without search, everyone still gets their own customers (the customer picker).
    expect((await api('/v3/customers?active=1', as('anna'))).status).toBe(200);
  });

  it('creates users in the admin’s customers only', async () => {
    const create = (c: Caller, customerId: string) =>
      api('/v2/users', { ...as(c), body: newColleague({ customerPermissions: [{ customerId, projectId: null, role: 'USER', permissionDenies: [] }] }) });
    await expectMatrix((c) => create(c, 'C-1001'), [401, 403, 201, 201, 201]);
    await expectMatrix((c) => create(c, 'C-2001'), [401, 403, 403, 201, 201]);
    await expectMatrix((c) => create(c, 'C-3001'), [401, 403, 403, 403, 201]);
  });

  it('edits, deactivates and reactivates users of the admin’s customers only', async () => {
    const made = await api('/v2/users', { ...as('site'), body: newColleague() });
    expect(made.status).toBe(201);
    const id = made.body.userId as string;
    await expectMatrix((c) => api(`/v2/users/${id}`, { ...as(c), method: 'PUT', body: { firstName: `Namn-${c}` } }), [401, 403, 200, 200, 200]);
    await expectMatrix((c) => api(`/v2/users/${id}`, { ...as(c), method: 'PUT', body: { active: false } }), [401, 403, 200, 200, 200]);
    await expectMatrix((c) => api(`/v2/users/${id}`, { ...as(c), method: 'PUT', body: { active: true } }), [401, 403, 200, 200, 200]);
    await expectMatrix((c) => api(`/v2/users/${id}/audit`, as(c)), [401, 403, 200, 200, 200]);
    // Another customer's user: bo is refused, and nothing changed.
    await expectMatrix((c) => api('/v2/users/U-0011', { ...as(c), method: 'PUT', body: { mobileNumber: '070-000 00 00' } }), [401, 403, 403, 200, 200]);
  });

  it('gives roles up to the admin’s own', async () => {
    const roles = ['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'];
    const allowed: Record<string, string[]> = {
      bo: ['USER', 'BUYER_ADMIN'],
      carl: ['USER', 'BUYER_ADMIN', 'SELLER_ADMIN'],
      site: roles,
    };
    for (const caller of ['bo', 'carl', 'site'] as const) {
      for (const role of roles) {
        const answer = await api('/v2/users', { ...as(caller), body: newColleague({ customerPermissions: [{ customerId: 'C-1001', projectId: null, role, permissionDenies: [] }] }) });
        expect({ caller, role, status: answer.status }).toEqual({ caller, role, status: allowed[caller]!.includes(role) ? 201 : 403 });
      }
    }
  });
});
