import { describe, expect, it } from 'vitest';
import { brands } from '../../brands';
import { logoMarkup } from '../../src/pages/_components/brand-logo';

// The header and footer put each brand's logo file into the page as it is (brand-logo.tsx), so a
// file may hold shapes only: nothing that runs, styles the page or collides with the page's ids.
describe('brand logos inlined in the page', () => {
  for (const brand of Object.values(brands)) {
    it(`${brand.id}: the three logos are plain shapes, named by the brand`, () => {
      for (const name of ['logo', 'logoSmall', 'lightLogoSmall'] as const) {
        const markup = logoMarkup(brand, name);
        expect(markup, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+"[^>]*>/);
        expect(markup, name).toMatch(/<\/svg>$/);
        expect(markup, name).not.toMatch(/<script|<style|<foreignObject|\son[a-z]+=|\sid=|href=|url\(|style=/i);
        expect(markup, name).toContain(`role="img"><title>${brand.name}</title>`);
      }
    });
  }

  it('a logo the configuration names but the brand folder lacks is an error, not an empty header', () => {
    const brand = { ...brands.ljus, logos: { ...brands.ljus.logos, logo: '/brands/ljus/missing.svg' } };
    expect(() => logoMarkup(brand, 'logo')).toThrow('No logo file brands/ljus/logos/missing.svg');
  });
});
