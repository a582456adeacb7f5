import { afterAll, beforeAll, expect } from 'vitest';
import { CookieJar } from './cookie-jar';
import { startProcurementStub, type ProcurementStub } from './procurement-stub';
import { shopRequest, type ShopResponse } from './shop-client';
import { getWith } from './session-flows';

// Shared by the punch-out tests (tests/integration/punchout-*.test.ts): a real local procurement
// stub per test file, the entry as procurement systems post it, and what a PUNCHOUT session looks
// like. The stub's address (http://127.0.0.1) is allowed over http by PUNCHOUT_DEV_HOOK_HOSTS.

export let stub: ProcurementStub;

/** Starts the procurement stub before the file's tests and closes it after them. */
export function useProcurementStub(): void {
  beforeAll(async () => {
    stub = await startProcurementStub();
  });
  afterAll(() => stub?.close());
}

export const OCI_LOGIN = { USERNAME: 'oci-demo', PASSWORD: 'oci-demo' };
export const setCookies = (res: ShopResponse) => [res.headers['set-cookie'] ?? []].flat();
/** Cookies that would amount to a session or stored settings (a cleared cookie is not one). */
export const sessionCookies = (res: ShopResponse) =>
  setCookies(res).filter((cookie) => /^(access_token|refresh_token|punchout_settings)=[^;]/.test(cookie));

export async function postEntry(fields: Record<string, string>, jar = new CookieJar(), contentType = 'application/x-www-form-urlencoded') {
  const res = await shopRequest('/punchout', {
    method: 'POST',
    // A procurement system is another site: its form post carries its own origin.
    headers: { 'content-type': contentType, origin: stub.origin, cookie: jar.header() },
    body: new URLSearchParams(fields).toString(),
  });
  jar.store(res);
  return { res, jar };
}

export async function expectPunchoutMode(jar: CookieJar) {
  const page = await getWith(jar, '/');
  expect(page.status).toBe(200);
  expect(page.body).toContain('data-mode="PUNCHOUT"');
  expect(page.headers['x-ui-mode']).toBe('PUNCHOUT');
  expect(String(page.headers['content-security-policy'])).toContain(`frame-ancestors 'self' ${stub.origin}`);
}
