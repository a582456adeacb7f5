import { expect, inject } from 'vitest';

// Shared by the contract tests of the embedded auth, user, customer and location services
// (tests/integration/backend/auth-*.test.ts, users, customers, locations): calls to the backend
// worker, sign-in and the error shape every service answers with.
const backend = inject('backendOrigin');
export const PASSWORD = 'Demo1234!';
export const ISSUER = 'https://auth.shop.local';

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON; the tests assert contract bodies field by field. */
  body: any;
}

export interface Call {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  address?: string;
}

/**
 * Calls that each come from a client address of their own, so attempt limiting in one test never
 * blocks another (the limiter counts per username and per address). The test files share one
 * backend, so each takes its own block of addresses: 10.<addressBlock>.x.y.
 */
export function authApi(addressBlock: number) {
  let addressCounter = 0;
  const freshAddress = () => `10.${addressBlock}.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

  async function api(path: string, options: Call = {}): Promise<Answer> {
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

  return { api, freshAddress, signIn, tokenOf };
}

export const expectError = (answer: Answer, status: number, code?: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body.error).toMatchObject({ status, ...(code ? { code } : {}) });
  expect(typeof answer.body.error.message).toBe('string');
};
