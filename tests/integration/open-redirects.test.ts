import { describe, expect, it } from 'vitest';
import { flashKey, getWith, postForm, signInAs } from '../support/session-flows';
import { shopRequest } from '../support/shop-client';

// Issue 11, open redirects: every address that comes from a visitor passes the one check in
// src/lib/routes/safe-return-to.ts. The payloads are the and the classic list, as a
// browser would send them (form fields and query strings percent-encoded).
const PAYLOADS = [
  '/\t/evil.example',
  '/.//evil.example',
  '/\n/evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%09/evil.example',
  '/%0d%0aSet-Cookie:%20x=1',
  '/./..//evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
];

const location = (res: { headers: Record<string, string | string[] | undefined> }) => String(res.headers.location);

describe('returnTo after sign-in', () => {
  it.each(PAYLOADS)('sign-in with returnTo %j goes to the front page', async (returnTo) => {
    const res = await postForm('/api/session/sign-in', { username: 'bo.berg@demo.example', password: 'Demo1234!', returnTo });
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/');
  });

  it('keeps an ordinary return address', async () => {
    const res = await postForm('/api/session/sign-in', { username: 'bo.berg@demo.example', password: 'Demo1234!', returnTo: '/kategorier/el?sida=2' });
    expect(location(res)).toBe('/kategorier/el?sida=2');
  });

  it('the sign-in page carries only a safe returnTo in its form', async () => {
    const res = await shopRequest(`/logga-in?returnTo=${encodeURIComponent('/\t/evil.example')}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/name="returnTo" value="\/"/);
    expect(res.body).not.toMatch(/name="returnTo" value="[^"]*evil/);
  });
});

describe('a signed-in visitor on /logga-in', () => {
  it.each(['%2F.%2F%2Fevil.example', '%2F%09%2Fevil.example', '%2F%2Fevil.example', '%5C%5Cevil.example', '%0A', '%2Fcart%0D%0ASet-Cookie%3A%20x%3D1'])(
    'returnTo=%s sends them to their page, never away',
    async (encoded) => {
      const { jar } = await signInAs('anna.andersson@demo.example');
      const res = await getWith(jar, `/logga-in?returnTo=${encoded}`);
      expect([302, 303, 307]).toContain(res.status);
      // Resolved the way a browser resolves it: still our host, on the buyer's own page.
      const target = new URL(location(res), 'http://localhost/logga-in');
      expect(target.origin).toBe('http://localhost');
      expect(target.pathname).toBe('/mina-sidor');
      expect(location(res)).not.toMatch(/[\s\\]|evil/);
    },
  );

  it('still follows an ordinary return address', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    const res = await getWith(jar, `/logga-in?returnTo=${encodeURIComponent('/kampanjer')}`);
    expect(new URL(location(res), 'http://localhost').pathname).toBe('/kampanjer');
  });
});

describe('other routes that redirect back', () => {
  it.each(PAYLOADS)('the customer picker with returnTo %j', async (returnTo) => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    const res = await postForm('/api/session/context', { context: 'C-1001|', returnTo }, jar);
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/');
    expect(flashKey(res)).toBe('context.changed');
  });

  it.each(PAYLOADS)('the store picker with returnTo %j', async (returnTo) => {
    const res = await postForm('/api/preferences/store', { storeId: 'S-UME-01', returnTo });
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/');
  });

  it('the store picker without returnTo ignores a referer whose path is a host', async () => {
    const res = await shopRequest('/api/preferences/store', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', referer: 'http://localhost//evil.example/x' },
      body: 'storeId=S-UME-01',
    });
    expect(location(res)).toBe('/');
  });

  it('"back to the previous page" ignores a referer whose path is a host', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    const res = await shopRequest('/anvandare', { headers: { cookie: jar.header(), referer: 'http://localhost//evil.example/x' } });
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/');
  });
});
