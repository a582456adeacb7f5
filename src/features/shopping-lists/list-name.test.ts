import { describe, expect, it } from 'vitest';
import { checkListName, LIST_NAME_MAX } from './list-name';

describe('checkListName', () => {
  it.each([
    ['Servicebilen', { ok: true, name: 'Servicebilen' }],
    ['  Kv.   Björken  ', { ok: true, name: 'Kv. Björken' }],
    ['', { ok: false, key: 'shoppingLists.name.required' }],
    ['     ', { ok: false, key: 'shoppingLists.name.required' }],
    ['\t\n', { ok: false, key: 'shoppingLists.name.required' }],
    ['a\u0000b', { ok: false, key: 'shoppingLists.name.invalid' }],
  ])('%j', (input, expected) => {
    expect(checkListName(input)).toMatchObject(expected);
  });

  it('refuses a name longer than the service keeps, saying how long it was', () => {
    expect(checkListName('x'.repeat(LIST_NAME_MAX)).ok).toBe(true);
    expect(checkListName('x'.repeat(10_000))).toEqual({ ok: false, key: 'shoppingLists.name.tooLong', params: { max: 100, length: '10\u00a0000' } });
  });
});
