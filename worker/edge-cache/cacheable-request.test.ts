import { describe, expect, it } from 'vitest';
import { edgeCacheBypassReason, type CacheableRequestFacts } from './cacheable-request';

const anonymousProductPage: CacheableRequestFacts = {
  method: 'GET',
  path: '/produkt/kabel-3g',
  pagePath: '/produkt/kabel-3g',
  search: '',
  cookieNames: [],
  signedIn: false,
  mode: 'NORMAL',
  noScript: false,
  hasPunchoutSettings: false,
  hasFlash: false,
  upstreamDelayed: false,
  contentPreview: false,
};

describe('edgeCacheBypassReason', () => {
  it.each(['/', '/kategorier/el/kabel', '/produkt/kabel-3g', '/search', '/om-oss', '/guider/handboken', '/butiker/STHLM-1', '/hitta-butik', '/kampanjer'])(
    'a signed-out document of %s may use the cache',
    (path) => {
      expect(edgeCacheBypassReason({ ...anonymousProductPage, path, pagePath: path })).toBeUndefined();
    },
  );

  it.each(['/cart', '/delivery', '/summary', '/checkout-success-page', '/mina-sidor', '/inkopslistor', '/logga-in', '/el-kalkyl', '/anvandare'])('%s is never cached', (path) => {
    expect(edgeCacheBypassReason({ ...anonymousProductPage, path, pagePath: path })).toBe('route');
  });

  it.each<[string, Partial<CacheableRequestFacts>, string]>([
    ['a signed-in visitor', { signedIn: true }, 'signed-in'],
    ['a POST', { method: 'POST' }, 'method'],
    ['a HEAD', { method: 'HEAD' }, 'method'],
    ['a client-side navigation', { path: '/RSC/R/produkt/kabel-3g.txt' }, 'not-a-document'],
    ['an edge route', { path: '/api/brand-config', pagePath: undefined }, 'not-a-document'],
    ['the app', { mode: 'APP' }, 'mode'],
    ['a punch-out session', { mode: 'PUNCHOUT' }, 'mode'],
    ['punch-out settings without a session', { hasPunchoutSettings: true }, 'mode'],
    ['a flash message', { hasFlash: true }, 'flash'],
    ['a browser without scripts (its parameter, without the cookie yet)', { noScript: true }, 'no-script'],
    ['an expired session cookie', { cookieNames: ['lang', 'access_token'] }, 'cookie'],
    ['a picked store', { cookieNames: ['store'] }, 'cookie'],
    ['the data layer panel switch', { search: 'datalager=1' }, 'data-layer-panel'],
    ['a very long query', { search: `q=${'a'.repeat(1100)}` }, 'query-length'],
    ['the development upstream delay', { upstreamDelayed: true }, 'upstream-delay'],
    ['the content preview environment', { contentPreview: true }, 'content-preview'],
  ])('%s bypasses the cache', (_, change, reason) => {
    expect(edgeCacheBypassReason({ ...anonymousProductPage, ...change })).toBe(reason);
  });

  it('cookies the server never renders from do not stop caching', () => {
    const cookieNames = ['lang', 'consent-groups', 'OptanonConsent', 'OptanonAlertBoxClosed', '_ga', '_ga_ABC123', '_gid', '_gcl_au'];
    expect(edgeCacheBypassReason({ ...anonymousProductPage, cookieNames })).toBeUndefined();
  });
});
