import { describe, expect, it } from 'vitest';
import { parseQuoteListQuery } from './quote-list-query';

describe('parseQuoteListQuery', () => {
  it('reads status, search and page', () => {
    expect(parseQuoteListQuery(new URLSearchParams('status=ANSWERED&q=%20500003%20&sida=2'))).toEqual({ status: 'ANSWERED', q: '500003', page: 2 });
  });

  it('drops an unknown status and a bad page', () => {
    expect(parseQuoteListQuery(new URLSearchParams('status=OPEN&sida=-1'))).toEqual({ status: undefined, q: '', page: 1 });
    expect(parseQuoteListQuery(new URLSearchParams('sida=1.5')).page).toBe(1);
  });
});
