import { describe, expect, it } from 'vitest';
import { authApi, expectError } from '../../support/backend-auth-api';
import { activationToken, deniesIn, newColleague } from '../../support/user-admin-api';

// User administration end to end in the embedded auth service (issue 16): a colleague created
// with a deny, activated through the outbox mail, the deny removed and seen at the next refresh,
// deactivated (refresh refused); and every kind of bad input answered without a half-written user.
const { api, signIn, tokenOf } = authApi(28);

describe('a colleague created by a buyer admin', () => {
  it('activates by e-mail, gets permission changes at the next refresh, and is shut out when deactivated', async () => {
    const bo = await tokenOf('bo.berg@demo.example');
    const body = newColleague({ customerPermissions: [{ customerId: 'C-1001', projectId: 'P-1001-2', role: 'USER', permissionDenies: ['EJ_SE_PRISER'] }] });
    const created = await api('/v2/users', { token: bo, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: body.email, active: false, pendingActivation: true, isEmailVerified: false, defaultCustomerId: 'C-1001', defaultProjectId: 'P-1001-2' });
    expect(created.body.customerPermissions).toEqual([{ role: 'USER', customerId: 'C-1001', projectId: 'P-1001-2', permissionDenies: ['EJ_SE_PRISER'] }]);
    const id = created.body.userId as string;

    // The same form posted again answers the same user; nothing is doubled.
    const again = await api('/v2/users', { token: bo, body });
    expect(again).toMatchObject({ status: 200, body: { userId: id } });
    expect((await api(`/v2/users?active=0&search=${encodeURIComponent(body.email)}`, { token: bo })).body.total).toBe(1);

    // Inactive until activated: no sign-in; the activation mail is in the outbox, once.
    expectError(await api('/v2/sessions/', { body: { username: body.email, password: 'Kollega1Lösen' } }), 401);
    const first = await api(`/dev/email-outbox?to=${encodeURIComponent(body.email)}`);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]).toMatchObject({ subject: 'Aktivera ditt konto' });
    // "Skicka aktiveringsmejl igen": a new link, and only the newest works.
    expect((await api('/users/credentials/request', { body: { email: body.email, type: 'signup' } })).status).toBe(202);
    const outbox = await api(`/dev/email-outbox?to=${encodeURIComponent(body.email)}`);
    expect(outbox.body.data).toHaveLength(2);
    const token = activationToken(outbox);
    expectError(await api('/users/credentials/activate', { body: { token: activationToken(first), newPassword: 'Kollega1Lösen' } }), 400, 'invalid_activation_token');
    expect((await api('/users/credentials/activate', { body: { token, newPassword: 'Kollega1Lösen' } })).status).toBe(200);
    const session = await signIn(body.email, 'Kollega1Lösen');
    expect(deniesIn(session.AccessToken, 'C-1001')).toEqual(['EJ_SE_PRISER']);
    expect((await api(`/v2/users/${id}`, { token: bo })).body).toMatchObject({ active: true, pendingActivation: false, isEmailVerified: true });

    // bo removes the deny: the colleague's current token keeps it until the next refresh.
    const edited = await api(`/v2/users/${id}`, { token: bo, method: 'PUT', body: { customerPermissions: [{ customerId: 'C-1001', projectId: 'P-1001-2', role: 'USER', permissionDenies: [] }] } });
    expect(edited.status).toBe(200);
    const refreshed = await api('/v2/sessions/', { body: { refreshToken: session.RefreshToken } });
    expect(refreshed.status).toBe(200);
    expect(deniesIn(refreshed.body.AccessToken, 'C-1001')).toEqual([]);

    // The change history names who changed what.
    const audit = await api(`/v2/users/${id}/audit`, { token: bo });
    expect(audit.body.data.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
    expect(audit.body.data[0]).toMatchObject({
      actor: { userId: 'U-0002', name: 'Bo Berg' },
      changes: [{ field: 'customerPermissions.C-1001', from: 'USER P-1001-2 EJ_SE_PRISER', to: 'USER P-1001-2' }],
    });

    // Deactivated: the refresh is refused, the access token stops working, sign-in fails; the user stays.
    expect((await api(`/v2/users/${id}`, { token: bo, method: 'PUT', body: { active: false } })).body).toMatchObject({ active: false, pendingActivation: false });
    expectError(await api('/v2/sessions/', { body: { refreshToken: refreshed.body.RefreshToken } }), 401);
    expectError(await api(`/v2/users/${id}`, { token: refreshed.body.AccessToken }), 401, 'invalid_token');
    expectError(await api('/v2/sessions/', { body: { username: body.email, password: 'Kollega1Lösen' } }), 401);
    // A deactivated user gets no activation or reset mail.
    await api('/users/credentials/request', { body: { email: body.email, type: 'reset' } });
    expect((await api(`/dev/email-outbox?to=${encodeURIComponent(body.email)}`)).body.data).toHaveLength(2);
    expect((await api(`/v2/users/${id}/audit`, { token: bo })).body.data[0]).toMatchObject({ action: 'deactivated', changes: [{ field: 'active', from: 'true', to: 'false' }] });
  });
});

describe('bad input to user administration', () => {
  it('refuses every bad create with its status, and writes nothing', async () => {
    const bo = await tokenOf('bo.berg@demo.example');
    const create = (overrides: Record<string, unknown>) => api('/v2/users', { token: bo, body: newColleague(overrides) });
    expectError(await create({ email: 'ANNA.andersson@demo.example' }), 409, 'email_exists');
    for (const email of ['not-an-email', 'kim@demo.x', 'kim@demo.c0m', '']) expectError(await create({ email }), 400, 'invalid_request');
    expectError(await create({ firstName: 'K'.repeat(10_000) }), 400, 'invalid_request');
    expectError(await create({ lastName: '   ' }), 400, 'invalid_request');
    expectError(await create({ customerPermissions: [] }), 400, 'invalid_request');
    expectError(await create({ customerPermissions: [{ customerId: 'C-1001', projectId: null, role: 'SITE_ADMIN', permissionDenies: [] }] }), 403);
    expectError(await create({ customerPermissions: [{ customerId: 'C-1001', projectId: null, role: 'USER', permissionDenies: ['EJ_FLYGA'] }] }), 400);
    expectError(await create({ customerPermissions: [{ customerId: 'C-1001', projectId: null, role: 'GOD', permissionDenies: [] }] }), 400);
    expectError(await create({ customerPermissions: [{ customerId: 'C-1001', projectId: 'P-2001-1', role: 'USER', permissionDenies: [] }] }), 400);
    expectError(await create({ customerPermissions: [{ customerId: 'C-2001', projectId: null, role: 'USER', permissionDenies: [] }] }), 403);
    expectError(await create({ roles: ['SITE_ADMIN'] }), 400);
    expectError(await create({ requestId: 'x' }), 400);
    const mail = newColleague().email;
    expectError(await create({ email: mail, customerPermissions: [{ customerId: 'C-1001', projectId: null, role: 'SELLER_ADMIN', permissionDenies: [] }] }), 403);
    expect((await api(`/users/name/${encodeURIComponent(mail)}`, { token: bo })).status).toBe(404);
  });

  it('refuses bad edits: another customer’s user, a higher role, one’s own role or active, bad fields', async () => {
    const bo = await tokenOf('bo.berg@demo.example');
    const made = await api('/v2/users', { token: bo, body: newColleague() });
    const id = made.body.userId as string;
    const edit = (target: string, body: unknown) => api(`/v2/users/${target}`, { token: bo, method: 'PUT', body });
    expectError(await edit('U-0011', { firstName: 'Olle' }), 403);
    expectError(await edit('U-0003', { firstName: 'Carl' }), 403); // carl is a SELLER_ADMIN of C-1001
    expectError(await edit('U-9999', { firstName: 'Ingen' }), 404);
    expectError(await edit(id, { customerPermissions: [{ customerId: 'C-1001', projectId: null, role: 'SITE_ADMIN', permissionDenies: [] }] }), 403);
    expectError(await edit(id, { customerPermissions: [{ customerId: 'C-1001', projectId: null, role: 'USER', permissionDenies: ['EJ_ALLT'] }] }), 400);
    expectError(await edit(id, { firstName: 'K'.repeat(10_000) }), 400);
    expectError(await edit(id, { email: 'ny@demo.example' }), 400);
    expectError(await edit(id, {}), 400);
    expectError(await edit(id, { customerPermissions: [] }), 400);
    expectError(await edit('U-0002', { active: false }), 403);
    expectError(await edit('U-0002', { customerPermissions: [{ customerId: 'C-1001', projectId: null, role: 'USER', permissionDenies: [] }] }), 403);
    // bo may still change his own name through the admin screen, and his own profile as before.
    expect((await edit('U-0002', { mobileNumber: '070-222 33 44', customerPermissions: [{ customerId: 'C-1001', projectId: null, role: 'BUYER_ADMIN', permissionDenies: [] }] })).status).toBe(200);
    // The same edit posted twice records one change.
    const rename = { firstName: 'Kimberly' };
    expect((await edit(id, rename)).status).toBe(200);
    expect((await edit(id, rename)).status).toBe(200);
    const audit = (await api(`/v2/users/${id}/audit`, { token: bo })).body.data;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
    expect((await api(`/v2/users/${id}`, { token: bo })).body).toMatchObject({ firstName: 'Kimberly', active: false, pendingActivation: true });
  });

  it('lets carl manage users of both his customers, keeping permissions bo cannot see', async () => {
    const carl = await tokenOf('carl.carlsson@demo.example');
    const made = await api('/v2/users', {
      token: carl,
      body: newColleague({
        customerPermissions: [
          { customerId: 'C-1001', projectId: null, role: 'USER', permissionDenies: [] },
          { customerId: 'C-2001', projectId: null, role: 'BUYER_ADMIN', permissionDenies: ['EJ_ORDER'] },
        ],
      }),
    });
    expect(made.status).toBe(201);
    const id = made.body.userId as string;
    const bo = await tokenOf('bo.berg@demo.example');
    const seenByBo = await api(`/v2/users/${id}`, { token: bo });
    expect(seenByBo.body.customerPermissions.map((p: { customerId: string }) => p.customerId)).toEqual(['C-1001']);
    // bo changes C-1001 only; the C-2001 permission he cannot see stays.
    await api(`/v2/users/${id}`, { token: bo, method: 'PUT', body: { customerPermissions: [{ customerId: 'C-1001', projectId: null, role: 'USER', permissionDenies: ['EJ_SE_RABATTER'] }] } });
    const seenByCarl = await api(`/v2/permissions/${id}`, { token: carl });
    expect(seenByCarl.body.customerPermissions).toEqual([
      { role: 'USER', customerId: 'C-1001', permissionDenies: ['EJ_SE_RABATTER'] },
      { role: 'BUYER_ADMIN', customerId: 'C-2001', permissionDenies: ['EJ_ORDER'] },
    ]);
  });
});
