import { createRemoteJWKSet, importJWK, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { readDevSigningKey } from '../../scripts/lib/dev-keys.mjs';

// Contract tests of the embedded auth, user, customer and location services (spec point 7),
// against the backend worker in workerd with a freshly migrated and seeded D1.
const backend = inject('backendOrigin');
const PASSWORD = 'Demo1234!';
const ISSUER = 'https://auth.shop.local';

interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON; the tests assert contract bodies field by field. */
  body: any;
}

// Every test signs in from its own client address, so attempt limiting in one test never
// blocks another (the limiter counts per username and per address).
let addressCounter = 0;
const freshAddress = () => `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

async function api(path: string, options: { method?: string; body?: unknown; rawBody?: string; token?: string; address?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'x-client-ip': options.address ?? freshAddress() };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(backend + path, {
    method: options.method ?? (options.body !== undefined || options.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : options.rawBody !== undefined ? { body: options.rawBody } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

async function signIn(username: string, password = PASSWORD) {
  const answer = await api('/v2/sessions/', { body: { username, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { AccessToken: string; RefreshToken: string; ExpiresIn: number; TokenType: string };
}

const tokenOf = async (username: string) => (await signIn(username)).AccessToken;
const expectError = (answer: Answer, status: number, code?: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body.error).toMatchObject({ status, ...(code ? { code } : {}) });
  expect(typeof answer.body.error.message).toBe('string');
};

describe('sign-in', () => {
  it('signs anna in with an ES256 token that verifies against the JWKS', async () => {
    const tokens = await signIn('anna.andersson@demo.example');
    expect(tokens).toMatchObject({ ExpiresIn: 900, TokenType: 'Bearer' });
    expect(tokens.RefreshToken).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    const jwks = createRemoteJWKSet(new URL(`${backend}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(tokens.AccessToken, jwks, { issuer: ISSUER, audience: 'shop', algorithms: ['ES256'] });
    expect(protectedHeader.kid).toBe(readDevSigningKey().kid);
    expect(payload).toMatchObject({
      sub: 'U-0001',
      version: 2,
      customerPermissions: [{ role: 'USER', customerId: 'C-1001', permissionDenies: [] }],
      sid: tokens.RefreshToken.split('.')[0],
    });
    expect(payload.exp! - payload.iat!).toBe(900);
  });

  it('publishes only the public key', async () => {
    const { body } = await api('/.well-known/jwks.json');
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(body.keys[0].d).toBeUndefined();
  });

  it('accepts every credential alias, with or without the trailing slash', async () => {
    for (const body of [
      { logonId: 'anna.andersson@demo.example', logonPassword: PASSWORD },
      { USER_NAME: 'ANNA.andersson@demo.example', PASSWORD },
      { email: 'anna.andersson@demo.example', password: PASSWORD },
      { SENDER_ID: 'anna.andersson@demo.example', PASSWORD },
    ]) {
      expect((await api('/v2/sessions', { body })).status).toBe(200);
    }
  });

  it('puts denies and the token version in the claims', async () => {
    const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(decode(await tokenOf('dana.dahl@demo.example')).customerPermissions[0].permissionDenies).toEqual(['EJ_SE_PRISER', 'EJ_SE_RABATTER']);
    expect(decode(await tokenOf('vera.version@demo.example')).version).toBe(1);
    const site = decode(await tokenOf('site.admin@demo.example'));
    expect(site.customerPermissions.map((p: { customerId: string }) => p.customerId)).toEqual(['C-1001', 'C-2001', 'C-3001']);
  });

  it('answers unknown user and wrong password identically', async () => {
    const unknown = await api('/v2/sessions/', { body: { username: 'nobody@demo.example', password: PASSWORD } });
    const wrong = await api('/v2/sessions/', { body: { username: 'anna.andersson@demo.example', password: 'Fel12345' } });
    expectError(unknown, 401, 'invalid_credentials');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('limits failures per username to 5 in 15 minutes, even from new addresses', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await api('/v2/sessions/', { body: { username: 'gustav.gran@demo.example', password: `Fel${i}xxxx` } })).status).toBe(401);
    }
    const blocked = await api('/v2/sessions/', { body: { username: 'gustav.gran@demo.example', password: PASSWORD } });
    expectError(blocked, 429, 'too_many_attempts');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('limits failures per client address to 20', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await api('/v2/sessions/', { body: { username: `stuffing-${i}@demo.example`, password: 'x' }, address })).status).toBe(401);
    }
    expectError(await api('/v2/sessions/', { body: { username: 'anna.andersson@demo.example', password: PASSWORD }, address }), 429, 'too_many_attempts');
    expect((await api('/v2/sessions/', { body: { username: 'anna.andersson@demo.example', password: PASSWORD } })).status).toBe(200);
  });

  it('refuses over-long and malformed credentials with 400', async () => {
    expectError(await api('/v2/sessions/', { body: { username: 'a'.repeat(255), password: PASSWORD } }), 400, 'invalid_request');
    expectError(await api('/v2/sessions/', { body: { username: 'anna', password: 'p'.repeat(201) } }), 400, 'invalid_request');
    expectError(await api('/v2/sessions/', { rawBody: '{"username":' }), 400);
    expectError(await api('/v2/sessions/', { body: ['username', 'password'] }), 400);
    expectError(await api('/v2/sessions/', { body: { username: 'anna' } }), 400);
    expectError(await api('/v2/sessions/', { body: { username: 'x'.repeat(20_000), password: 'x' } }), 413);
  });
});

describe('new password challenge', () => {
  it('makes nils set a new password, then signs him in with it', async () => {
    const first = await api('/v2/sessions/', { body: { username: 'nils.ny@demo.example', password: PASSWORD } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: expect.any(String) });
    const answer = { challengeName: 'NEW_PASSWORD_REQUIRED', session: first.body.Session, username: 'nils.ny@demo.example' };
    expectError(await api('/v2/sessions/', { body: { ...answer, newPassword: 'kort' } }), 400, 'invalid_password');
    expectError(await api('/v2/sessions/', { body: { ...answer, username: 'anna.andersson@demo.example', newPassword: 'NyttLosen1' } }), 401, 'invalid_challenge');
    const done = await api('/v2/sessions/', { body: { ...answer, newPassword: 'NyttLosen1' } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ TokenType: 'Bearer', AccessToken: expect.any(String) });
    expectError(await api('/v2/sessions/', { body: { ...answer, newPassword: 'NyttLosen2' } }), 401, 'invalid_challenge');
    expect((await signIn('nils.ny@demo.example', 'NyttLosen1')).AccessToken).toBeTruthy();
    expectError(await api('/v2/sessions/', { body: { username: 'nils.ny@demo.example', password: PASSWORD } }), 401, 'invalid_credentials');
  });
});

describe('refresh tokens and logout', () => {
  it('rotates on every use and revokes the family when a rotated token comes back', async () => {
    const first = await signIn('anna.andersson@demo.example');
    const second = await api('/v2/sessions/', { body: { refreshToken: first.RefreshToken } });
    expect(second.status).toBe(200);
    expect(second.body.RefreshToken).not.toBe(first.RefreshToken);
    const claims = JSON.parse(Buffer.from(second.body.AccessToken.split('.')[1], 'base64url').toString());
    expect(claims.sid).toBe(second.body.RefreshToken.split('.')[0]);
    // A parallel request with the same token moments later is told to wait, and revokes nothing.
    expectError(await api('/v2/sessions/', { body: { refreshToken: first.RefreshToken } }), 409, 'refresh_in_progress');
    await new Promise((resolve) => setTimeout(resolve, 5200));
    expectError(await api('/v2/sessions/', { body: { refreshToken: first.RefreshToken } }), 401, 'refresh_token_reused');
    expectError(await api('/v2/sessions/', { body: { refreshToken: second.body.RefreshToken } }), 401, 'invalid_refresh_token');
  });

  it('refuses unknown, malformed and wrong-secret refresh tokens without revoking', async () => {
    const tokens = await signIn('anna.andersson@demo.example');
    const [id] = tokens.RefreshToken.split('.');
    expectError(await api('/v2/sessions/', { body: { refreshToken: `${id}.${'x'.repeat(43)}` } }), 401, 'invalid_refresh_token');
    expectError(await api('/v2/sessions/', { body: { refreshToken: 'nonsense' } }), 401, 'invalid_refresh_token');
    expect((await api('/v2/sessions/', { body: { refreshToken: tokens.RefreshToken } })).status).toBe(200);
  });

  it('logs out by revoking the sign-in, only for its owner', async () => {
    const tokens = await signIn('anna.andersson@demo.example');
    const [id] = tokens.RefreshToken.split('.');
    expectError(await api(`/v2/sessions/${id}`, { method: 'DELETE' }), 401, 'invalid_token');
    expectError(await api(`/v2/sessions/${id}`, { method: 'DELETE', token: await tokenOf('bo.berg@demo.example') }), 404);
    expectError(await api('/v2/sessions/not-an-id', { method: 'DELETE', token: tokens.AccessToken }), 400);
    const out = await api(`/v2/sessions/${id}`, { method: 'DELETE', token: tokens.AccessToken });
    expect(out).toMatchObject({ status: 200, body: { revoked: true } });
    expectError(await api('/v2/sessions/', { body: { refreshToken: tokens.RefreshToken } }), 401, 'invalid_refresh_token');
  });
});

describe('punch-out sign-in', () => {
  it('signs the OCI account in with its company', async () => {
    const answer = await api('/v2/oci/sessions', { body: { USERNAME: 'oci-demo', PASSWORD: 'oci-demo', HOOK_URL: 'https://erp.example/hook' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 900, punchout: { companyName: 'Industriservice Syd AB', customerId: 'C-2001' } });
    expectError(await api('/v2/oci/sessions', { body: { USERNAME: 'anna.andersson@demo.example', PASSWORD } }), 401, 'invalid_credentials');
  });
});

describe('bearer middleware', () => {
  it('rejects alg none, HS256, expired, wrong-audience and missing tokens', async () => {
    const jwk = readDevSigningKey();
    const key = await importJWK(jwk, 'ES256');
    const claims = { version: 2, customerPermissions: [{ role: 'SITE_ADMIN', customerId: 'C-1001', permissionDenies: [] }], sid: 'a'.repeat(22) };
    const now = Math.floor(Date.now() / 1000);
    const build = (options: { aud?: string; iat?: number }) =>
      new SignJWT(claims).setSubject('U-0001').setIssuer(ISSUER).setAudience(options.aud ?? 'shop').setIssuedAt(options.iat ?? now).setExpirationTime((options.iat ?? now) + 900);
    const valid = await build({}).setProtectedHeader({ alg: 'ES256', kid: jwk.kid }).sign(key);
    const forged = [
      new UnsecuredJWT(claims).setSubject('U-0001').setIssuer(ISSUER).setAudience('shop').setIssuedAt().setExpirationTime('10m').encode(),
      await build({}).setProtectedHeader({ alg: 'HS256', kid: jwk.kid }).sign(new TextEncoder().encode(JSON.stringify(jwk))),
      await build({ iat: now - 3600 }).setProtectedHeader({ alg: 'ES256', kid: jwk.kid }).sign(key),
      await build({ aud: 'other' }).setProtectedHeader({ alg: 'ES256', kid: jwk.kid }).sign(key),
    ];
    expect((await api('/v2/users/U-0001', { token: valid })).status).toBe(200);
    for (const token of forged) {
      const answer = await api('/v2/users/U-0001', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { status: 401, code: 'invalid_token', message: 'Invalid token' } });
    }
    expectError(await api('/v2/users/U-0001'), 401, 'invalid_token');
  });
});

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
      { firstName: 'Frida', active: false },
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
    expectError(await api('/v2/users?customerId=C-2001', { token: bo }), 403);
    expectError(await api('/v2/users?limit=abc', { token: bo }), 400, 'invalid_request');
    expectError(await api('/v2/users?orderBy=password_hash', { token: bo }), 400, 'invalid_request');
    expect((await api('/v2/users/U-0001', { token: bo })).status).toBe(200);
    const carl = await tokenOf('carl.carlsson@demo.example');
    const syd = await api('/v2/users?customerId=C-2001', { token: carl });
    expect(syd.body.data.map((u: { userId: string }) => u.userId).sort()).toEqual(['U-0003', 'U-0004', 'U-0008', 'U-0011']);
  });

  it('answers permissions, role names and permission names', async () => {
    const token = await tokenOf('erik.ek@demo.example');
    const own = await api('/v2/permissions/U-0006', { token });
    expect(own.body).toEqual({ userId: 'U-0006', customerPermissions: [{ role: 'USER', customerId: 'C-1001', permissionDenies: ['EJ_ORDER', 'EJ_ORDERHISTORIK'] }] });
    expect((await api('/role-names', { token })).body).toEqual({ data: ['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'] });
    const denies = (await api('/permission-names', { token })).body.data;
    expect(denies).toHaveLength(8);
    expect(denies[0]).toEqual({ name: 'EJ_ALLA_LEVERANSSATT', description: expect.any(String) });
  });
});

describe('customers', () => {
  it("lists the caller's customers with their projects", async () => {
    const anna = await api('/v3/customers?active=1&virtualContext=0', { token: await tokenOf('anna.andersson@demo.example') });
    expect(anna.body.data).toEqual([
      {
        customerId: 'C-1001',
        customerName: 'Bygg & El Norr AB',
        assortment: 'bygg-el',
        projects: [
          { projectId: 'P-1001-1', projectName: 'Kv. Björken, Umeå' },
          { projectId: 'P-1001-2', projectName: 'Skolan i Skellefteå' },
          { projectId: 'P-1001-3', projectName: 'Service och underhåll' },
        ],
      },
    ]);
    const carl = await tokenOf('carl.carlsson@demo.example');
    expect((await api('/v3/customers?active=1', { token: carl })).body.data.map((c: { customerId: string }) => c.customerId)).toEqual(['C-1001', 'C-2001']);
    expect((await api('/v3/customers?search=syd', { token: carl })).body.data.map((c: { customerId: string }) => c.customerId)).toEqual(['C-2001']);
    expectError(await api('/v3/customers?active=yes', { token: carl }), 400);
  });

  it('offers 20 delivery dates that skip today, weekends and holidays', async () => {
    const token = await tokenOf('anna.andersson@demo.example');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
    const { body } = await api('/customers/C-1001/delivery-dates', { token });
    expect(body.data).toHaveLength(20);
    for (const date of body.data as string[]) {
      expect(date > today).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
    // `from` looks ahead (at most a year): Christmas, New Year and Epiphany are skipped.
    const christmas = await api('/customers/C-1001/delivery-dates?from=2026-12-21', { token });
    expect(christmas.body.data.slice(0, 7)).toEqual(['2026-12-22', '2026-12-23', '2026-12-28', '2026-12-29', '2026-12-30', '2027-01-04', '2027-01-05']);
    expect(christmas.body.data).not.toContain('2027-01-06');
    expectError(await api('/customers/C-1001/delivery-dates?from=2030-01-01', { token }), 400);
    expectError(await api('/customers/C-2001/delivery-dates', { token }), 403);
    expectError(await api('/customers/C-1001/delivery-dates?from=2027-02-30', { token }), 400);
  });

  it('names the sales team of a customer', async () => {
    const token = await tokenOf('anna.andersson@demo.example');
    const team = await api('/crm/customerteam?customerId=C-1001', { token });
    expect(team.body.data).toHaveLength(3);
    expect(team.body.data[0]).toEqual({ name: expect.any(String), role: 'Kundansvarig säljare', email: expect.stringContaining('@'), phone: expect.any(String) });
    expectError(await api('/crm/customerteam', { token }), 400);
    expectError(await api('/crm/customerteam?customerId=C-3001', { token }), 403);
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

describe('locations', () => {
  it('lists at least 30 pickup stores sorted by name, without the central warehouse', async () => {
    const { status, body } = await api('/locations?service=standard-pickup');
    expect(status).toBe(200);
    const stores = body.data as { id: string; name: string; type: string }[];
    expect(stores.length).toBeGreaterThanOrEqual(30);
    expect(stores.map((s) => s.name)).toEqual(stores.map((s) => s.name).sort((a, b) => a.localeCompare(b, 'sv')));
    expect(stores.map((s) => s.id)).toEqual(expect.arrayContaining(['S-STO-01', 'S-GBG-01', 'S-MMO-01']));
    expect(stores.some((s) => s.id === 'CL-01')).toBe(false);
    expect(stores.find((s) => s.id === 'S-STO-01')).toMatchObject({
      type: 'STORE',
      address: { street: expect.any(String), postalCode: expect.stringMatching(/^\d{3} \d{2}$/), city: 'Stockholm' },
      location: { lat: expect.closeTo(59.33, 1), lon: expect.closeTo(18.07, 1) },
      openingHours: { mon: { opens: expect.any(String), closes: expect.any(String) } },
      services: expect.arrayContaining(['standard-pickup']),
    });
    const all = (await api('/locations')).body.data as { id: string; type: string }[];
    expect(all.find((s) => s.id === 'CL-01')?.type).toBe('CENTRAL');
  });

  it('searches stores by name, city or postal code, ignoring case', async () => {
    const search = async (query: string) => (await api('/locations/addresses/search', { body: { query } })).body.data.map((s: { id: string }) => s.id);
    expect(await search('GÖTEBORG')).toEqual(['S-GBG-01', 'S-GBG-02']);
    expect(await search('212 15')).toEqual(['S-MMO-01']);
    expect(await search('nacka')).toEqual(['S-STO-02']);
    expectError(await api('/locations/addresses/search', { body: {} }), 400, 'invalid_request');
    expectError(await api('/locations?type=SHOP'), 400, 'invalid_request');
  });
});

describe('error answers', () => {
  it('answers unknown routes with JSON 404', async () => {
    expectError(await api('/v2/nothing-here'), 404, 'not_found');
  });
});
