import { describe, expect, it } from 'vitest';
import { hookUrlPolicy, validateHookUrl } from './hook-url';

const dev = { devHttpHosts: ['127.0.0.1', 'localhost'] };
const production = { devHttpHosts: [] };

describe('validateHookUrl', () => {
  it.each([
    ['https://srm.example.se/sap/bc/gui/sap/its/bbpsc02?sap-client=100&OkCode=ADDI', true],
    ['HTTPS://SRM.EXAMPLE.SE/hook', true],
    ['http://127.0.0.1:4321/oci', true],
    ['http://localhost:9000/hook', true],
    ['http://srm.example.se/hook', false],
    ['http://127.0.0.2/hook', false],
    ['javascript:alert(document.cookie)', false],
    ['JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['ftp://files.example.se/', false],
    ['//srm.example.se/hook', false],
    ['/relative/hook', false],
    ['https://user:secret@srm.example.se/hook', false],
    ['https://srm.example.se/' + 'a'.repeat(1100), false],
    ['', false],
  ])('%s → %s', (raw, ok) => {
    expect(validateHookUrl(raw, dev).ok).toBe(ok);
  });

  it('names the reason and returns the normalised URL and origin', () => {
    expect(validateHookUrl('javascript:alert(1)', dev)).toEqual({ ok: false, reason: 'scheme' });
    expect(validateHookUrl('http://srm.example.se/', dev)).toEqual({ ok: false, reason: 'not_https' });
    expect(validateHookUrl('https://SRM.example.se:8443/a b'.replace(' ', '%20'), dev)).toEqual({
      ok: true,
      url: 'https://srm.example.se:8443/a%20b',
      origin: 'https://srm.example.se:8443',
    });
  });

  it('allows no http host at all in production', () => {
    expect(validateHookUrl('http://127.0.0.1:4321/oci', production)).toEqual({ ok: false, reason: 'not_https' });
  });
});

describe('hookUrlPolicy', () => {
  it('reads the dev hosts only in development', () => {
    expect(hookUrlPolicy({ ENVIRONMENT: 'development', PUNCHOUT_DEV_HOOK_HOSTS: ' 127.0.0.1, LOCALHOST ,' })).toEqual(dev);
    expect(hookUrlPolicy({ ENVIRONMENT: 'production', PUNCHOUT_DEV_HOOK_HOSTS: '127.0.0.1' })).toEqual(production);
    expect(hookUrlPolicy({ ENVIRONMENT: 'development' })).toEqual(production);
  });
});
