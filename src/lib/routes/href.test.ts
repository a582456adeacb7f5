import { describe, expect, it } from 'vitest';
import { href } from './href';
import { matchRoute } from './match-route';
import { routeTable, type RouteName } from './route-table';

describe('href', () => {
  it.each([
    [href('index'), '/'],
    [href('cart'), '/cart'],
    [href('logga-in-nytt-losenord'), '/logga-in/nytt-losenord'],
    [href('produkt-slug', { slug: 'kabel-exq-3g1-5' }), '/produkt/kabel-exq-3g1-5'],
    [href('produkt-slug', { slug: 'röd lampa' }), '/produkt/r%C3%B6d%20lampa'],
    [href('produkt-slug', { slug: 'a/b' }), '/produkt/a%2Fb'],
    [href('kategorier-slug', { slug: ['el', 'kabel'] }), '/kategorier/el/kabel'],
    [href('kategorier-slug', { slug: 'el/kabel/installationskabel' }), '/kategorier/el/kabel/installationskabel'],
    [href('kategorier-slug', { slug: ['el', 'ljuskällor'] }), '/kategorier/el/ljusk%C3%A4llor'],
    [href('kategorier-slug', { slug: '/el//kabel/' }), '/kategorier/el/kabel'],
    [href('butiker-id', { id: '42' }), '/butiker/42'],
    [href('mina-sidor-order', { id: 'ORD-1' }), '/mina-sidor/ordrar/ORD-1'],
    [href('slug-contentSlug', { slug: 'guider', contentSlug: 'valj-ratt-kabel' }), '/guider/valj-ratt-kabel'],
    [href('search', {}, { q: 'kabel 3g' }), '/search?q=kabel+3g'],
    [href('logga-in', {}, { returnTo: '/produkt/x?sida=2' }), '/logga-in?returnTo=%2Fprodukt%2Fx%3Fsida%3D2'],
    [href('anvandare', {}, { q: undefined, sida: 2 }), '/anvandare?sida=2'],
    [href('cart', {}, {}), '/cart'],
  ])('%s is %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('throws for a missing parameter', () => {
    // @ts-expect-error the pattern needs a slug
    expect(() => href('produkt-slug')).toThrow('href(\'produkt-slug\'): missing parameter "slug"');
    // @ts-expect-error the pattern needs a contentSlug too
    expect(() => href('slug-contentSlug', { slug: 'guider' })).toThrow('missing parameter "contentSlug"');
  });

  it('keeps an empty value from upstream data as an empty segment, as the hand-built links did', () => {
    expect(href('produkt-slug', { slug: '' })).toBe('/produkt/');
    expect(href('kategorier-slug', { slug: [] })).toBe('/kategorier/');
  });

  it('throws for a name the table does not have', () => {
    // @ts-expect-error not a route name
    expect(() => href('kassa')).toThrow('href: no route named "kassa"');
  });

  it('builds, for every route in the table, a path that matches that route again', () => {
    const sample = (pattern: string) =>
      Object.fromEntries([...pattern.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map(([part, key]) => [key!, part.startsWith('[...') ? ['el', 'kabel'] : 'sample-1']));
    for (const route of routeTable) {
      const path = (href as (name: RouteName, params: Record<string, string | string[]>) => string)(route.name as RouteName, sample(route.pattern));
      expect(matchRoute(path)?.route.name, path).toBe(route.name);
    }
  });
});
