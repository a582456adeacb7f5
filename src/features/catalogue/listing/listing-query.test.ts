import { describe, expect, it } from 'vitest';
import { listingHref, MAX_PAGES_SHOWN, onPages, parseFilters, parseListingQuery, withoutFilter, type ListingQuery } from './listing-query';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('parseListingQuery', () => {
  it('defaults to the first page, no sort, no filters', () => {
    expect(parse('')).toEqual({ page: 1, through: 1, sort: undefined, filters: {} });
  });

  it('reads page, pages shown, sort and filters', () => {
    expect(parse('sida=2&till=3&sortering=price-asc&filter=Färg:Vit&filter=Färg:Svart&filter=brand:ABB')).toEqual({
      page: 2,
      through: 3,
      sort: 'price-asc',
      filters: { Färg: ['Vit', 'Svart'], brand: ['ABB'] },
    });
  });

  it.each(['abc', '-3', '0', '1.5', '1e9', '', ' '])('treats the page %j as the first', (value) => {
    expect(parse(`sida=${encodeURIComponent(value)}`).page).toBe(1);
  });

  it('keeps an absurd but numeric page, for the page to answer 404', () => {
    expect(parse('sida=999999999').page).toBe(999999999);
  });

  it('never shows more than the page cap at once, and never before the first page', () => {
    expect(parse('sida=2&till=900')).toMatchObject({ page: 2, through: 1 + MAX_PAGES_SHOWN });
    expect(parse('sida=5&till=2')).toMatchObject({ page: 5, through: 5 });
  });

  it('ignores unknown sorts', () => {
    expect(parse('sortering=DROP TABLE').sort).toBeUndefined();
  });
});

describe('parseFilters', () => {
  it('splits on the first colon only', () => {
    expect(parseFilters(['Mått:10:20'])).toEqual({ Mått: ['10:20'] });
  });

  it('drops malformed, empty, over-long, duplicate and reserved values', () => {
    expect(parseFilters(['nocolon', ':x', 'x:', ' : ', `a:${'v'.repeat(101)}`, `${'n'.repeat(61)}:v`, 'brand:ABB', 'brand:ABB', 'category:K08'])).toEqual({ brand: ['ABB'] });
  });

  it('keeps at most 20 facets of at most 50 values', () => {
    const many = Array.from({ length: 40 }, (_, value) => Array.from({ length: 30 }, (_, facet) => `f${facet}:v${value}`)).flat();
    expect(Object.keys(parseFilters(many))).toHaveLength(20);
    const long = Array.from({ length: 60 }, (_, value) => `brand:B${value}`);
    expect(parseFilters(long)['brand']).toHaveLength(50);
  });

  it('does not let a facet named like an Object property through as a prototype key', () => {
    const filters = parseFilters(['__proto__:x', 'constructor:y']);
    expect(Object.getPrototypeOf(filters)).toBe(Object.prototype);
    expect(Object.keys(filters)).toEqual(['__proto__', 'constructor']);
    expect(filters['constructor']).toEqual(['y']);
  });
});

describe('listingHref', () => {
  const state: ListingQuery = { page: 1, through: 1, sort: undefined, filters: { Färg: ['Vit'] } };

  it('writes filters, sort and pages in a stable order and leaves out defaults', () => {
    expect(listingHref('/kategorier/el', {}, state)).toBe('/kategorier/el?filter=F%C3%A4rg%3AVit');
    expect(listingHref('/search', { q: 'kabel' }, { ...onPages(state, 2, 3), sort: 'name-asc' })).toBe('/search?q=kabel&filter=F%C3%A4rg%3AVit&sortering=name-asc&sida=2&till=3');
    expect(listingHref('/kategorier/el', {}, { ...state, filters: {} })).toBe('/kategorier/el');
  });

  it('round-trips through the parser', () => {
    const href = listingHref('/x', {}, { page: 3, through: 4, sort: 'popularity', filters: { 'Kapslingsklass': ['IP44', 'IP65'], tag: ['express-delivery'] } });
    expect(parse(href.split('?')[1] ?? '')).toEqual({ page: 3, through: 4, sort: 'popularity', filters: { Kapslingsklass: ['IP44', 'IP65'], tag: ['express-delivery'] } });
  });

  it('removes one filter value and goes back to the first page', () => {
    const removed = withoutFilter({ ...onPages(state, 4), filters: { Färg: ['Vit', 'Svart'], brand: ['ABB'] } }, 'brand', 'ABB');
    expect(removed).toEqual({ page: 1, through: 1, sort: undefined, filters: { Färg: ['Vit', 'Svart'] } });
  });
});
