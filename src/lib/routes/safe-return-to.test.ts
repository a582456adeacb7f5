import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safe-return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/cart', '/cart'],
    ['/kategorier/el?sida=2', '/kategorier/el?sida=2'],
    ['/produkt/skruv-m6#form-1', '/produkt/skruv-m6#form-1'],
    ['/kategorier/%C3%A5tg', '/kategorier/%C3%A5tg'],
    ['/kategorier/åtg', '/kategorier/%C3%A5tg'],
    ['/search?q=skruv m6', '/search?q=skruv%20m6'],
    ['/a/./b/../c', '/a/c'],
  ])('keeps our own path %j as %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  // The payloads of issue 11 (as they arrive after the query or form decoding) and the classic list.
  it.each([
    ['/\t/evil.example'],
    ['/.//evil.example'],
    ['/\n/evil.example'],
    ['/cart\r\nSet-Cookie: x=1'],
    ['//evil'],
    ['//evil.example/x'],
    ['/\\evil'],
    ['/\\evil.example'],
    ['/\\\\evil'],
    ['\\/evil'],
    ['/%2F%2Fevil'],
    ['/%2f%2fevil'],
    ['/%252F%252Fevil'],
    ['/%09/evil'],
    ['/%0a/evil'],
    ['/%0D%0ASet-Cookie:x=1'],
    ['/%5Cevil'],
    ['/%5C%5Cevil'],
    ['/./..//evil'],
    ['/../..//evil'],
    ['/..%2F..%2F%2Fevil'],
    ['/ /evil'],
    ['/\u00a0/evil'],
    ['/\u200b/evil'],
    ['/%E2%80%8B/evil'],
    ['/%00/evil'],
    ['/%E0%A4%A'],
    ['https://evil'],
    ['https://evil.example/'],
    ['http:/evil'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' /cart'],
    ['cart'],
    [''],
    [undefined],
    [null],
    [42],
    [`/${'a'.repeat(600)}`],
  ])('refuses %j', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('//evil', '/mina-sidor')).toBe('/mina-sidor');
  });
});
