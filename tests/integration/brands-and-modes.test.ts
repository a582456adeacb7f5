import { describe, expect, it } from 'vitest';
import { shopRequest } from '../support/shop-client';

const layoutOf = (html: string) => /data-layout="(\w+)"/.exec(html)?.[1];

describe('brand by Host header', () => {
  it.each([
    ['ljus.localhost:8787', 'ljus', 'Ljusgrossen'],
    ['virke.localhost:8787', 'virke', 'Virkesbolaget'],
    ['ror.localhost:8787', 'ror', 'Rörkraft'],
    ['localhost:8787', 'ljus', 'Ljusgrossen'],
    ['okand.example.com', 'ljus', 'Ljusgrossen'],
  ])('%s gets %s', async (host, id, name) => {
    const res = await shopRequest('/', { host });
    expect(res.status).toBe(200);
    expect(res.body).toContain(`data-brand="${id}"`);
    expect(res.body).toContain(`<link rel="stylesheet" href="/brands/${id}/theme.css"/>`);
    expect(res.body).toContain(`<title>Startsida – ${name}</title>`);
  });

  it('serves each brand stylesheet with its own fonts', async () => {
    for (const id of ['ljus', 'virke', 'ror']) {
      const res = await shopRequest(`/brands/${id}/theme.css`);
      expect(res.status).toBe(200);
      expect(res.body).toMatch(/@font-face/);
      expect(res.body).toMatch(/--brand-primary/);
    }
  });
});

describe('GET /api/brand-config', () => {
  it('answers every brand keyed by id, with the current one', async () => {
    const res = await shopRequest('/api/brand-config', { host: 'virke.localhost' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = JSON.parse(res.body);
    expect(body.current).toBe('virke');
    expect(Object.keys(body.brands).sort()).toEqual(['ljus', 'ror', 'virke']);
    expect(body.brands.ror).toMatchObject({ name: 'Rörkraft', appUserAgentPrefix: 'RorkraftApp', centralStorageId: 'CL-01' });
    expect(body.brands.virke.features).toEqual({ stockColours: false, fixedDeliveryDays: true });
  });
});

describe('UI mode', () => {
  it('APP for the brand app user agent: no footer, no app banner', async () => {
    const res = await shopRequest('/', { headers: { 'user-agent': 'LjusgrossenApp/3.2.1 (iPhone; iOS 18.1)' } });
    expect(res.body).toContain('data-mode="APP"');
    expect(res.headers['x-ui-mode']).toBe('APP');
    expect(res.body).not.toContain('class="site-footer"');
    expect(layoutOf(res.body)).toBe('default');
  });

  it('NORMAL for a browser, and for another brand’s app', async () => {
    const browser = await shopRequest('/', { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' } });
    expect(browser.body).toContain('data-mode="NORMAL"');
    expect(browser.body).toContain('class="site-footer"');
    const otherApp = await shopRequest('/', { host: 'virke.localhost', headers: { 'user-agent': 'LjusgrossenApp/3.2.1' } });
    expect(otherApp.body).toContain('data-mode="NORMAL"');
  });
});

describe('security headers', () => {
  it('are on pages and API answers alike', async () => {
    for (const path of ['/', '/api/brand-config', '/produkt/finns-inte']) {
      const res = await shopRequest(path);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toMatch(/^[\w.-]{8,}$/);
      // Local development runs on plain http: no HSTS there.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allow inline scripts only with a nonce that every inline script of the page carries, new for each answer', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/search?q=kabel', '/produkt/finns-inte']) {
      const res = await shopRequest(path);
      const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(scriptSrc)?.[1];
      expect(nonce, path).toBeDefined();
      nonces.add(nonce!);
      const inlineScripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
      expect(inlineScripts.length, path).toBeGreaterThan(0);
      for (const [, attributes] of inlineScripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    expect((await shopRequest('/', { headers: { 'x-request-id': 'lb-0123456789' } })).headers['x-request-id']).toBe('lb-0123456789');
    expect((await shopRequest('/', { headers: { 'x-request-id': '<script>' } })).headers['x-request-id']).not.toBe('<script>');
  });
});
