import { describe, expect, it } from 'vitest';
import { BrandConfigSchema } from './brand-schema';
import { brands, hostnameOf, isValidHostHeader, resolveBrand } from './index';

describe('resolveBrand', () => {
  it.each([
    ['ljus.localhost:8787', 'ljus'],
    ['virke.localhost:8787', 'virke'],
    ['ror.localhost', 'ror'],
    ['localhost:8787', 'ljus'],
    ['VIRKE.LOCALHOST:8787', 'virke'],
    ['www.rorkraft.se', 'ror'],
    ['unknown.example.com', 'ljus'],
    ['', 'ljus'],
    [undefined, 'ljus'],
    ['[::1]:8787', 'ljus'],
    ['a'.repeat(5000), 'ljus'],
  ])('%s → %s', (host, expected) => {
    expect(resolveBrand(host).id).toBe(expected);
  });
});

describe('hostnameOf', () => {
  it('strips ports and keeps IPv6 brackets', () => {
    expect(hostnameOf('Ljus.Localhost:8787')).toBe('ljus.localhost');
    expect(hostnameOf('[::1]:8787')).toBe('[::1]');
  });
});

describe('isValidHostHeader', () => {
  it.each(['localhost', 'localhost:8787', 'virke.localhost:8787', 'VIRKE.LOCALHOST', 'www.rorkraft.se', 'rorkraft.se.', '127.0.0.1:8787', '[::1]:8787', '[::1]', 'x-1.example'])(
    'accepts %s',
    (host) => expect(isValidHostHeader(host)).toBe(true),
  );

  it.each(['localhost:8787@evil.example', 'user@localhost', '', ' ', 'a b', 'localhost:', 'localhost:abc', 'localhost:0', 'localhost:65536', 'localhost:8787:1', '[::1', '[::1]:x', 'localhost/x', 'localhost?x', 'localhost#x', 'localhost\\x', 'local_host', '-bad.example', 'bad-.example', 'a..b', 'exa%mple', 'ünï.example', 'a'.repeat(64) + '.example', 'a.'.repeat(200) + 'x'])(
    'refuses %j',
    (host) => expect(isValidHostHeader(host)).toBe(false),
  );
});

describe('brand configs', () => {
  it('every brand parses and owns distinct hostnames', () => {
    const seen = new Set<string>();
    for (const brand of Object.values(brands)) {
      expect(BrandConfigSchema.parse(brand)).toEqual(brand);
      for (const host of brand.hostnames) {
        expect(seen.has(host)).toBe(false);
        seen.add(host);
      }
    }
  });
});
