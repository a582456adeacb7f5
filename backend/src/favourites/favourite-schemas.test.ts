import { describe, expect, it } from 'vitest';
import { DeleteFavouritesQuery, FavouriteBody, FavouritesQuery } from './favourite-schemas';

describe('DELETE /users/favourites?favouriteIds=', () => {
  it.each([
    ['1', [1]],
    ['3,1,2', [3, 1, 2]],
    [' 4 , 5 ', [4, 5]],
  ])('reads %j as %j', (favouriteIds, expected) => {
    expect(DeleteFavouritesQuery.parse({ favouriteIds }).favouriteIds).toEqual(expected);
  });

  it('joins a repeated parameter like a comma list', () => {
    expect(DeleteFavouritesQuery.parse({ favouriteIds: ['1', '2,3'] }).favouriteIds).toEqual([1, 2, 3]);
  });

  it.each([[undefined], [''], ['a'], ['1,,2'], ['0'], ['-1'], ['1.5'], ['1e3'], ['9'.repeat(17)], [Array.from({ length: 51 }, (_, i) => i + 1).join(',')], ['1,'.repeat(600)]])('refuses %j', (favouriteIds) => {
    expect(DeleteFavouritesQuery.safeParse({ favouriteIds }).success).toBe(false);
  });
});

describe('POST /users/favourites', () => {
  it('takes an article number of digits, trimmed', () => {
    expect(FavouriteBody.parse({ articleNumber: ' 1000001 ' }).articleNumber).toBe('1000001');
  });

  it.each([[''], ['   '], ['12a'], [12], [null], ['1'.repeat(21)]])('refuses %j', (articleNumber) => {
    expect(FavouriteBody.safeParse({ articleNumber }).success).toBe(false);
  });
});

describe('GET /users/favourites', () => {
  it('lists at most 50, 50 by default', () => {
    expect(FavouritesQuery.parse({}).limit).toBe(50);
    expect(FavouritesQuery.parse({ limit: '10' }).limit).toBe(10);
    expect(FavouritesQuery.safeParse({ limit: '51' }).success).toBe(false);
  });
});
