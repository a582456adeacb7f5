import { describe, expect, it } from 'vitest';
import { parseUsersListQuery, usersListLink } from './users-list-query';

describe('the users list query', () => {
  it('defaults to active users, first name ascending, page 1', () => {
    expect(parseUsersListQuery('')).toEqual({ customerId: undefined, search: '', page: 1, orderBy: 'firstName', order: 'asc', inactive: false });
  });

  it('reads every choice and falls back on odd values', () => {
    expect(parseUsersListQuery('foretag=C-2001&q=+dahl+&sida=3&sortera=role&ordning=desc&visa=inaktiva')).toEqual({
      customerId: 'C-2001', search: 'dahl', page: 3, orderBy: 'role', order: 'desc', inactive: true,
    });
    expect(parseUsersListQuery(`foretag=%27%3B--&sida=-4&sortera=password_hash&ordning=up&visa=alla&q=${'x'.repeat(500)}`)).toEqual({
      customerId: undefined, search: '', page: 1, orderBy: 'firstName', order: 'asc', inactive: false,
    });
  });

  it('writes links with only what differs from the defaults', () => {
    const query = parseUsersListQuery('foretag=C-1001&sortera=email');
    expect(usersListLink(query, { page: 2 })).toEqual({ foretag: 'C-1001', q: undefined, sortera: 'email', ordning: undefined, visa: undefined, sida: 2 });
  });
});
