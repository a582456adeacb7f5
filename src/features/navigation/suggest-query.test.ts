import { describe, expect, it } from 'vitest';
import { parseSuggestQuery } from './suggest-query';
import { SUGGEST_MAX_LENGTH } from './suggest-types';

const parse = (query: string) => parseSuggestQuery(new URLSearchParams(query));

describe('parseSuggestQuery', () => {
  it.each([
    ['q=kabel', 'kabel'],
    ['q=%20%20kabel%20%20', 'kabel'],
    ['q=kabel+++ekk', 'kabel ekk'],
    ['q=%09kabel%0Aekk%0D', 'kabel ekk'],
    ['', ''],
    ['q=', ''],
    ['q=%20%20%20', ''],
    ['q=skruv&q=spik', 'skruv'],
    ["q=%27%3B%20DROP%20TABLE%20variants%3B--", "'; DROP TABLE variants;--"],
    ['q=%3Cscript%3E', '<script>'],
  ])('%s → %j', (query, q) => {
    expect(parse(query)).toEqual({ ok: true, q });
  });

  it(`accepts ${SUGGEST_MAX_LENGTH} characters after trimming and refuses more`, () => {
    expect(parse(`q=${'a'.repeat(SUGGEST_MAX_LENGTH)}`)).toEqual({ ok: true, q: 'a'.repeat(SUGGEST_MAX_LENGTH) });
    expect(parse(`q=%20${'a'.repeat(SUGGEST_MAX_LENGTH)}%20`)).toEqual({ ok: true, q: 'a'.repeat(SUGGEST_MAX_LENGTH) });
    expect(parse(`q=${'a'.repeat(SUGGEST_MAX_LENGTH + 1)}`)).toEqual({ ok: false });
  });
});
