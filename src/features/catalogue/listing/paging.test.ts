import { describe, expect, it } from 'vitest';
import { itemRange, pageCountOf, pageExists, pageLinks, type PageLink } from './paging';

const show = (links: PageLink[]) => links.map((link) => (link.kind === 'gap' ? '…' : link.current ? `[${link.page}]` : String(link.page))).join(' ');

describe('pageCountOf', () => {
  it.each([
    [0, 48, 0],
    [1, 48, 1],
    [48, 48, 1],
    [49, 48, 2],
    [524, 48, 11],
  ])('%i items of %i a page → %i pages', (total, size, pages) => expect(pageCountOf(total, size)).toBe(pages));

  it('stops at the result window', () => expect(pageCountOf(20_000, 48, 10_000)).toBe(209));
});

describe('pageExists', () => {
  it.each([
    [1, 0, true],
    [1, 5, true],
    [5, 5, true],
    [6, 5, false],
    [0, 5, false],
    [2, 0, false],
    [Number.MAX_SAFE_INTEGER + 2, 5, false],
  ])('page %d of %d → %s', (page, count, exists) => expect(pageExists(page, count)).toBe(exists));
});

describe('itemRange', () => {
  it('covers one page', () => expect(itemRange(2, 2, 48, 524)).toEqual({ from: 49, to: 96 }));
  it('covers pages shown with "Visa fler"', () => expect(itemRange(1, 3, 48, 524)).toEqual({ from: 1, to: 144 }));
  it('ends at the last item', () => expect(itemRange(11, 11, 48, 524)).toEqual({ from: 481, to: 524 }));
  it('is empty without items', () => expect(itemRange(1, 1, 48, 0)).toEqual({ from: 0, to: 0 }));
});

describe('pageLinks', () => {
  it.each([
    [1, 1, 1, ''],
    [1, 1, 2, '[1] 2'],
    [1, 1, 11, '[1] 2 … 11'],
    [6, 6, 11, '1 … 5 [6] 7 … 11'],
    [3, 3, 11, '1 2 [3] 4 … 11'],
    [11, 11, 11, '1 … 10 [11]'],
    [4, 6, 20, '1 2 3 [4] [5] [6] 7 … 20'],
  ])('page %i–%i of %i → %s', (page, through, count, expected) => expect(show(pageLinks(page, through, count))).toBe(expected));
});
