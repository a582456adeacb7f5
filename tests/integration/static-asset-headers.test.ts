import { beforeAll, describe, expect, it } from 'vitest';
import { shopRequest } from '../support/shop-client';

// Static assets are answered by the Workers assets binding before the Hono chain runs, so they get
// their security headers from public/_headers (copied into the build's assets folder), which
// workerd applies locally as Cloudflare does (decision 016). The files are found the way a browser
// finds them: the script from a page, the font from the brand's stylesheet.

let script = '';
let stylesheet = '';
let font = '';

beforeAll(async () => {
  const page = await shopRequest('/');
  expect(page.status).toBe(200);
  script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
  stylesheet = /href="(\/brands\/[a-z]+\/theme\.css)"/.exec(page.body)?.[1] ?? '';
  const css = await shopRequest(stylesheet);
  const fontFile = /url\("?\.\/(fonts\/[^")]+\.woff2)"?\)/.exec(css.body)?.[1] ?? '';
  font = fontFile ? stylesheet.replace('theme.css', fontFile) : '';
});

const expectAssetHeaders = (headers: Record<string, string | string[] | undefined>, label: string) => {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, label).toContain("default-src 'none'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
};

describe('static assets', () => {
  it('a hashed script has nosniff and a CSP, and is cached for a year', async () => {
    expect(script).toMatch(/^\/assets\/.+-[A-Za-z0-9_-]{8}\.js$/);
    const res = await shopRequest(script);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expectAssetHeaders(res.headers, script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("a brand font and the brand's stylesheet have nosniff and a CSP", async () => {
    expect(font).toMatch(/^\/brands\/[a-z]+\/fonts\/.+\.woff2$/);
    for (const path of [font, stylesheet]) {
      const res = await shopRequest(path);
      expect(res.status, path).toBe(200);
      expectAssetHeaders(res.headers, path);
      // Not content-hashed: revalidated, never kept for a year under the same name.
      expect(res.headers['cache-control'], path).not.toContain('immutable');
    }
  });

  it('public images (brand logos) have nosniff and a CSP', async () => {
    for (const path of ['/brands/virke/logo.svg', '/brands/ljus/logo-light-small.svg']) {
      const res = await shopRequest(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('image/svg+xml');
      expectAssetHeaders(res.headers, path);
    }
  });

  it('the _headers file itself is not served', async () => {
    const res = await shopRequest('/_headers');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('X-Content-Type-Options');
  });
});
