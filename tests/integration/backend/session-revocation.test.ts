import { describe, expect, inject, it } from 'vitest';

// Contract of the embedded auth service for ended sign-ins and the refresh grace window
// (docs/decisions/006 and 012), against the backend worker alone.
const backend = inject('backendOrigin');
const PASSWORD = 'Demo1234!';

interface Answer {
  status: number;
  body: any;
}

let addressCounter = 0;
const freshAddress = () => `10.44.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

async function api(path: string, options: { method?: string; body?: unknown; token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'x-client-ip': freshAddress() };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(backend + path, {
    method: options.method ?? (options.body !== undefined ? 'POST' : 'GET'),
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

type Tokens = { AccessToken: string; RefreshToken: string };
const signIn = async (username: string): Promise<Tokens> => (await api('/v2/sessions/', { body: { username, password: PASSWORD } })).body;
const refresh = (refreshToken: string) => api('/v2/sessions/', { body: { refreshToken } });
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
const idOf = (refreshToken: string) => refreshToken.split('.')[0]!;
const ownRecord = (token: string, userId: string) => api(`/v2/users/${userId}`, { token });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('access tokens name their sign-in', () => {
  it('fam stays the same across refreshes while sid follows the refresh token', async () => {
    const first = await signIn('anna.andersson@demo.example');
    const second = (await refresh(first.RefreshToken)).body as Tokens;
    expect(claims(first.AccessToken).fam).toBe(idOf(first.RefreshToken));
    expect(claims(second.AccessToken).fam).toBe(idOf(first.RefreshToken));
    expect(claims(second.AccessToken).sid).toBe(idOf(second.RefreshToken));
  });
});

describe('an ended sign-in', () => {
  it('after logout, its access tokens are refused at once; other sign-ins go on', async () => {
    const tokens = await signIn('anna.andersson@demo.example');
    const other = await signIn('anna.andersson@demo.example');
    const rotated = (await refresh(tokens.RefreshToken)).body as Tokens;
    expect((await ownRecord(tokens.AccessToken, 'U-0001')).status).toBe(200);
    const out = await api(`/v2/sessions/${idOf(rotated.RefreshToken)}`, { method: 'DELETE', token: rotated.AccessToken });
    expect(out.status).toBe(200);
    for (const token of [tokens.AccessToken, rotated.AccessToken]) {
      const answer = await ownRecord(token, 'U-0001');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { status: 401, code: 'invalid_token', message: 'Invalid token' } });
    }
    expect((await ownRecord(other.AccessToken, 'U-0001')).status).toBe(200);
  });

  it('after a replayed refresh token, every access token of the sign-in is refused', async () => {
    const first = await signIn('bo.berg@demo.example');
    const second = (await refresh(first.RefreshToken)).body as Tokens;
    await sleep(5200);
    expect((await refresh(first.RefreshToken)).body.error.code).toBe('refresh_token_reused');
    for (const token of [first.AccessToken, second.AccessToken]) expect((await ownRecord(token, 'U-0002')).status).toBe(401);
  });
});

describe('the refresh grace window', () => {
  it('answers 409 with an access token of the same sign-in and no refresh token', async () => {
    // Not erik: the contract tests change his password in this database.
    const first = await signIn('carl.carlsson@demo.example');
    const second = (await refresh(first.RefreshToken)).body as Tokens;
    const late = await refresh(first.RefreshToken);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { status: 409, code: 'refresh_in_progress' }, ExpiresIn: 900, TokenType: 'Bearer' });
    expect(late.body.RefreshToken).toBeUndefined();
    expect(claims(late.body.AccessToken)).toMatchObject({ sub: 'U-0003', version: 2, fam: claims(second.AccessToken).fam });
    expect((await ownRecord(late.body.AccessToken, 'U-0003')).status).toBe(200);
    // The sign-in goes on with the refresh token the first request got.
    expect((await refresh(second.RefreshToken)).status).toBe(200);
  });

  it('12 parallel refreshes of one token: one rotates, the others wait, nothing is revoked', async () => {
    const tokens = await signIn('dana.dahl@demo.example');
    const answers = await Promise.all(Array.from({ length: 12 }, () => refresh(tokens.RefreshToken)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 11 }, () => 409)]);
    const winner = answers.find((answer) => answer.status === 200)!.body as Tokens;
    expect((await refresh(winner.RefreshToken)).status).toBe(200);
  });

  it('gives nothing for a sign-in that ended meanwhile', async () => {
    const first = await signIn('dana.dahl@demo.example');
    const second = (await refresh(first.RefreshToken)).body as Tokens;
    await api(`/v2/sessions/${idOf(second.RefreshToken)}`, { method: 'DELETE', token: second.AccessToken });
    const late = await refresh(first.RefreshToken);
    expect(late.status).toBe(401);
    expect(late.body.AccessToken).toBeUndefined();
  });
});
