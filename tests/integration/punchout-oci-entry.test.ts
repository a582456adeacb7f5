import { describe, expect, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { expectPunchoutMode, OCI_LOGIN, postEntry, sessionCookies, setCookies, stub, useProcurementStub } from '../support/punchout-entry';
import { shopRequest, type ShopResponse } from '../support/shop-client';
import { claimsOf, flashKey, getWith } from '../support/session-flows';

// The OCI punch-out entry as procurement systems use it: a cross-site form POST (or GET) to
// /punchout. A real local stub plays the procurement system.
useProcurementStub();

describe('OCI entry /punchout', () => {
  it('POST: signs the buyer in and opens the shop in PUNCHOUT mode with the settings saved', async () => {
    const { res, jar } = await postEntry({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl, '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG', OCI_VERSION: '4.0' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(claimsOf(jar.get('access_token'))?.customerPermissions[0].customerId).toBe('C-2001');
    const settings = setCookies(res).find((cookie) => cookie.startsWith('punchout_settings='));
    expect(settings).toMatch(/HttpOnly/);
    const saved = JSON.parse(Buffer.from(jar.get('punchout_settings') ?? '', 'base64url').toString());
    expect(saved).toMatchObject({
      protocol: 'oci',
      callback_url: stub.hookUrl,
      companyName: 'Industriservice Syd AB',
      logonId: 'oci-demo',
      oci: { okCode: 'ADDI', target: '_top', caller: 'CTLG', version: '4.0' },
      customerId: 'C-2001',
    });
    expect(JSON.stringify(saved)).not.toContain('PASSWORD');
    expect(Number.isNaN(Date.parse(saved.last_used))).toBe(false);
    await expectPunchoutMode(jar);
  });

  it('GET with other aliases in other letter cases works the same', async () => {
    const query = new URLSearchParams({ logonid: 'oci-demo', LogonPassword: 'oci-demo', hook_url: stub.hookUrl, '~target': '_parent' });
    const res = await shopRequest(`/punchout?${query}`);
    expect(res.status).toBe(303);
    const jar = new CookieJar().store(res);
    await expectPunchoutMode(jar);
  });

  it('multipart POST with the e-mail alias works too', async () => {
    const form = new FormData();
    form.set('SENDER_ID', 'oci-demo@industriservice-syd.example');
    form.set('password', 'oci-demo');
    form.set('HOOK_URL', stub.hookUrl);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const res = await shopRequest('/punchout', {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '', origin: stub.origin },
      body: await request.text(),
    });
    expect(res.status).toBe(303);
    await expectPunchoutMode(new CookieJar().store(res));
  });

  it('without a callback URL: normal mode with errors.punchout.missing_callback_url', async () => {
    const { res, jar } = await postEntry(OCI_LOGIN);
    expect(res.status).toBe(303);
    expect(flashKey(res)).toBe('errors.punchout.missing_callback_url');
    expect(jar.get('access_token')).toBeDefined();
    expect(jar.get('punchout_settings')).toBeUndefined();
    const page = await getWith(jar, '/');
    expect(page.body).toContain('data-mode="NORMAL"');
    expect(page.headers['x-ui-mode']).toBe('NORMAL');
  });

  it('reuses the saved callback URL of the same user when a later entry has none', async () => {
    const { jar } = await postEntry({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl });
    const again = await postEntry(OCI_LOGIN, jar);
    expect(again.res.status).toBe(303);
    expect(flashKey(again.res)).toBeUndefined();
    await expectPunchoutMode(jar);
  });

  it('signing out ends PUNCHOUT mode', async () => {
    const { jar } = await postEntry({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl });
    jar.delete('access_token').delete('refresh_token');
    const page = await getWith(jar, '/');
    expect(page.headers['x-ui-mode']).toBe('NORMAL');
  });

  it.each([
    ['a wrong password', { USERNAME: 'oci-demo', PASSWORD: 'wrong', HOOK_URL: 'https://srm.example.se/hook' }, 401, 'punchout.entry.invalid_credentials'],
    ['a normal (non punch-out) account', { USERNAME: 'anna.andersson@demo.example', PASSWORD: 'Demo1234!', HOOK_URL: 'https://srm.example.se/hook' }, 401, 'punchout.entry.invalid_credentials'],
    ['no password', { USERNAME: 'oci-demo', HOOK_URL: 'https://srm.example.se/hook' }, 400, 'punchout.entry.missing_credentials'],
    ['no fields at all', {}, 400, 'punchout.entry.missing_credentials'],
    ['a javascript: hook', { ...OCI_LOGIN, HOOK_URL: 'javascript:alert(document.cookie)' }, 400, 'punchout.entry.invalid_hook_url'],
    ['a data: hook', { ...OCI_LOGIN, HOOK_URL: 'data:text/html,<script>alert(1)</script>' }, 400, 'punchout.entry.invalid_hook_url'],
    ['an http hook on a public host', { ...OCI_LOGIN, HOOK_URL: 'http://srm.example.se/hook' }, 400, 'punchout.entry.invalid_hook_url'],
    ['a 100 KB field', { ...OCI_LOGIN, HOOK_URL: 'https://srm.example.se/hook', NOTE: 'x'.repeat(100 * 1024) }, 413, 'punchout.entry.too_large'],
    ['a 100 KB HOOK_URL', { ...OCI_LOGIN, HOOK_URL: `https://srm.example.se/${'a'.repeat(100 * 1024)}` }, 413, 'punchout.entry.too_large'],
    ['a bad ~TARGET', { ...OCI_LOGIN, HOOK_URL: 'https://srm.example.se/hook', '~TARGET': '_top" onload="x' }, 400, 'punchout.entry.invalid_field'],
  ])('refuses %s with a Swedish error page, no session and nothing stored', async (_name, fields, status, reason) => {
    const { res, jar } = await postEntry(fields);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('lang="sv"');
    expect(res.body).toContain(`data-punchout-error="${reason}"`);
    expect(res.body).toContain('Butiken kunde inte öppnas från inköpssystemet');
    expect(sessionCookies(res)).toEqual([]);
    const page = await getWith(jar, '/');
    expect(page.headers['x-ui-mode']).toBe('NORMAL');
  });

  it('refuses a 100 KB GET entry before any sign-in', async () => {
    const query = new URLSearchParams({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl, NOTE: 'x'.repeat(100 * 1024) });
    const res = await shopRequest(`/punchout?${query}`).catch(() => ({ status: 431, headers: {}, body: '' }) as ShopResponse);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(sessionCookies(res)).toEqual([]);
  });
});
