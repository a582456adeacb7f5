import { describe, expect, it } from 'vitest';
import { isStarred, starredArticles } from './favourites-store';

const state = (listed: string[] | null, own: [string, boolean][] = []) => ({ listed: listed ? new Set(listed) : null, own: new Map(own), limitRequest: null });

describe('the favourites the page shows', () => {
  it('shows the server render until an answer comes', () => {
    expect(isStarred(state(null), '1', true)).toBe(true);
    expect(starredArticles(state(null), ['1', '2'])).toEqual(new Set(['1', '2']));
  });

  it('lets an article’s own answer win over a list read a moment earlier (answers out of order)', () => {
    // Star of 3 answered first (list 1, 3), then the star of 2 whose list was read before 3 was stored.
    const late = state(['1', '2'], [['3', true], ['2', true]]);
    expect(isStarred(late, '3', false)).toBe(true);
    expect(starredArticles(late, ['1'])).toEqual(new Set(['1', '2', '3']));
  });

  it('takes the list for articles this page did not touch (changed in another tab)', () => {
    const other = state(['5'], [['3', false]]);
    expect(isStarred(other, '1', true)).toBe(false);
    expect(isStarred(other, '5', false)).toBe(true);
    expect(starredArticles(other, ['1', '3'])).toEqual(new Set(['5']));
  });
});
