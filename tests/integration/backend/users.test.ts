import { describe, expect, it } from 'vitest';
import { authApi, expectError } from '../../support/backend-auth-api';

// Contract tests of the embedded user service (spec point 7): own records, admin lists, roles and
// permissions, and credentials by e-mail. One file, in this order: the permission test signs erik
// in with the demo password before the e-mail test changes it.
const { api, signIn, tokenOf } = authApi(22);

describe('users', () => {
  it('gives a user their own record in the spec shape', async () => {
    const token = await tokenOf('anna.andersson@demo.example');
    const { status, body } = await api('/v2/users/U-0001', { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      userId: 'U-0001',
      isEmailVerified: true,
      firstName: 'Anna',
      lastName: 'Andersson',
      email: 'anna.andersson@demo.example',
      mobileNumber: expect.stringMatching(/^07\d-/),
      isPhoneNumberVerified: expect.any(Boolean),
      customers: [{ customerId: 'C-1001', customerName: 'Bygg & El Norr AB' }],
      customerPermissions: [{ role: 'USER', customerId: 'C-1001', permissionDenies: [] }],
      preferredStore: 'S-UME-01',
      preferredDeliveryMethod: 'DBI',
      defaultDeliveryMethod: 'DBI',
      roles: ['USER'],
      active: true,
      pendingActivation: false,
      defaultCustomerId: 'C-1001',
      defaultProjectId: 'P-1001-1',
    });
    expect((await api('/users/name/anna.andersson@demo.example', { token })).body.userId).toBe('U-0001');
    expectError(await api('/v2/users/U-0002', { token }), 403, 'forbidden');
    expectError(await api('/v2/users/U-9999', { token }), 404);
  });

  it('lets a user edit only the allowed fields of their own record', async () => {
    const token = await tokenOf('frida.fors@demo.example');
    const edit = (body: unknown, id = 'U-0007') => api(`/v2/users/${id}`, { method: 'PUT', body, token });
    const ok = await edit({ firstName: 'Fredrika', mobileNumber: '070-111 22 33', preferredStore: 'S-GBG-01', defaultCustomerId: 'C-1001', defaultProjectId: 'P-1001-2', preferredDeliveryMethod: '24-12' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ firstName: 'Fredrika', mobileNumber: '070-111 22 33', preferredStore: 'S-GBG-01', defaultProjectId: 'P-1001-2', preferredDeliveryMethod: '24-12' });
    for (const body of [
      { roles: ['SITE_ADMIN'] },
      { email: 'x@demo.example' },
      { preferredStore: 'S-NOPE-01' },
      { preferredStore: 'CL-01' },
      { defaultCustomerId: 'C-2001' },
      { defaultProjectId: 'P-2001-1' },
      { preferredDeliveryMethod: 'POST' },
      { firstName: '' },
      {},
    ]) {
      expectError(await edit(body), 400, 'invalid_request');
    }
    expectError(await edit({ firstName: 'Hacker' }, 'U-0001'), 403);
    // active and customerPermissions are admin fields (decision 017): a USER sending them is refused.
    expectError(await edit({ firstName: 'Frida', active: false }), 403);
    expect((await api('/v2/users/U-0001', { token: await tokenOf('anna.andersson@demo.example') })).body.firstName).toBe('Anna');
  });

  it('lists users for admins only, paged and searchable', async () => {
    expectError(await api('/v2/users?active=1', { token: await tokenOf('anna.andersson@demo.example') }), 403, 'forbidden');
    const bo = await tokenOf('bo.berg@demo.example');
    const page = await api('/v2/users?active=1', { token: bo });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ limit: 15, offset: 0, total: 10 });
    const names = page.body.data.map((u: { firstName: string }) => u.firstName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'sv')));
    expect(page.body.data.every((u: { customers: { customerId: string }[] }) => u.customers.some((c) => c.customerId === 'C-1001'))).toBe(true);
    const second = await api('/v2/users?limit=3&offset=3&orderBy=email&order=desc', { token: bo });
    expect(second.body.data).toHaveLength(3);
    expect((await api('/v2/users?search=dahl', { token: bo })).body.data.map((u: { userId: string }) => u.userId)).toEqual(['U-0005']);
    // Longer than the 50 bytes D1 takes as a LIKE pattern: still a search, not a database error.
    expect(await api(`/v2/users?search=${'ö'.repeat(100)}`, { token: bo })).toMatchObject({ status: 200, body: { total: 0 } });
    expectError(await api('/v2/users?customerId=C-2001', { token: bo }), 403);
    expectError(await api('/v2/users?limit=abc', { token: bo }), 400, 'invalid_request');
    expectError(await api('/v2/users?orderBy=password_hash', { token: bo }), 400, 'invalid_request');
    expect((await api('/v2/users/U-0001', { token: bo })).status).toBe(200);
    const carl = await tokenOf('carl.carlsson@demo.example');
    const syd = await api('/v2/users?customerId=C-2001&active=1', { token: carl });
    expect(syd.body.data.map((u: { userId: string }) => u.userId).sort()).toEqual(['U-0003', 'U-0004', 'U-0008', 'U-0011']);
  });

  it('answers permissions, role names and permission names', async () => {
    const token = await tokenOf('erik.ek@demo.example');
    const own = await api('/v2/permissions/U-0006', { token });
    expect(own.body).toEqual({ userId: 'U-0006', customerPermissions: [{ role: 'USER', customerId: 'C-1001', permissionDenies: ['EJ_ORDER', 'EJ_ORDERHISTORIK', 'EJ_SE_EKONOMISK_UPPFÖLJNING'] }] });
    // Role and permission names are for admins (spec point 6).
    expectError(await api('/role-names', { token }), 403);
    expectError(await api('/permission-names', { token }), 403);
    const admin = await tokenOf('bo.berg@demo.example');
    expect((await api('/role-names', { token: admin })).body).toEqual({ data: ['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'] });
    const denies = (await api('/permission-names', { token: admin })).body.data;
    expect(denies).toHaveLength(8);
    expect(denies[0]).toEqual({ name: 'EJ_ALLA_LEVERANSSATT', description: expect.any(String) });
  });
});

describe('credentials by e-mail', () => {
  it('queues a reset link for a known user, stays silent for others, and activates once', async () => {
    const request = (email: string) => api('/users/credentials/request', { body: { email, type: 'reset' } });
    expect((await request('nobody@demo.example')).status).toBe(202);
    expect((await api('/dev/email-outbox?to=nobody@demo.example')).body.data).toEqual([]);
    const requested = await request('erik.ek@demo.example');
    expect(requested).toMatchObject({ status: 202, body: { accepted: true } });
    const [mail] = (await api('/dev/email-outbox?to=erik.ek@demo.example')).body.data;
    expect(mail).toMatchObject({ to: 'erik.ek@demo.example', subject: 'Återställ ditt lösenord' });
    const token = /\/activate-user\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    expect(token).toBeTruthy();
    const activate = (newPassword: string, t = token) => api('/users/credentials/activate', { body: { token: t, newPassword } });
    expectError(await activate('utansiffra'), 400, 'invalid_password');
    expect(await activate('Ekens2Lösen')).toMatchObject({ status: 200, body: { activated: true } });
    expectError(await activate('Ekens3Lösen'), 400, 'invalid_activation_token');
    expectError(await activate('Ekens3Lösen', 'made-up-token'), 400, 'invalid_activation_token');
    expect((await signIn('erik.ek@demo.example', 'Ekens2Lösen')).AccessToken).toBeTruthy();
    expectError(await api('/users/credentials/request', { body: { email: 'not-an-email', type: 'reset' } }), 400);
    expectError(await api('/users/credentials/request', { body: { email: 'erik.ek@demo.example', type: 'hack' } }), 400);
  });
});
