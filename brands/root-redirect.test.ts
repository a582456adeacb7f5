import { describe, expect, it } from 'vitest';
import { BrandConfigSchema } from './brand-schema';
import { brands } from './index';
import { rootRedirectFor } from './root-redirect';

const withRedirect = (rootRedirect: unknown) => BrandConfigSchema.parse({ ...brands.ljus, rootRedirect });

describe('rootRedirectFor', () => {
  it('no redirect configured: the front page', () => {
    expect(rootRedirectFor(brands.ljus, 'localhost')).toBeNull();
  });

  it('defaults to 302 and keeps the query string', () => {
    const brand = withRedirect({ path: '/kampanjer' });
    expect(rootRedirectFor(brand, 'ljusgrossen.se')).toEqual({ location: '/kampanjer', status: 302 });
    expect(rootRedirectFor(brand, 'ljusgrossen.se', '?utm_source=tryck')).toEqual({ location: '/kampanjer?utm_source=tryck', status: 302 });
    expect(rootRedirectFor(withRedirect({ path: '/kampanjer?lista=el' }), 'x', '?a=1')?.location).toBe('/kampanjer?lista=el&a=1');
  });

  it('takes the configured status', () => {
    expect(rootRedirectFor(withRedirect({ path: '/sortiment', statusCode: 301 }), 'localhost')?.status).toBe(301);
  });

  it('only on the listed hosts when hostnames is given (Rörkraft: the service domain)', () => {
    expect(rootRedirectFor(brands.ror, 'service.rorkraft.se')).toEqual({ location: '/vvs-service', status: 302 });
    expect(rootRedirectFor(brands.ror, 'rorkraft.se')).toBeNull();
  });

  it('the schema refuses a redirect to the root itself, to another host or with an odd status', () => {
    for (const rootRedirect of [{ path: '/' }, { path: '//evil.example' }, { path: 'https://evil.example' }, { path: '/x', statusCode: 200 }]) {
      expect(BrandConfigSchema.safeParse({ ...brands.ljus, rootRedirect }).success).toBe(false);
    }
  });
});
