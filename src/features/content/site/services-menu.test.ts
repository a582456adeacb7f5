import { describe, expect, it } from 'vitest';
import { buildServicesMenu } from './services-menu';

const entries = [
  { title: 'Kundservice', slug: 'kundservice', sortOrder: 2 },
  { title: 'Kreditkonto', slug: 'kreditkonto', parentSlug: 'tjanster', sortOrder: 2 },
  { title: 'Tjänster', slug: 'tjanster', sortOrder: 1 },
  { title: 'Leverans till bygget', slug: 'leverans-till-bygget', parentSlug: 'tjanster', sortOrder: 1 },
  { title: 'Hitta butik', slug: 'hitta-butik', parentSlug: 'kundservice', sortOrder: 1 },
  { title: 'Föräldralös', slug: 'x', parentSlug: 'finns-inte', sortOrder: 1 },
];

describe('buildServicesMenu', () => {
  it('groups in their order, children after their group; a listing child lives under the listing', () => {
    expect(buildServicesMenu(entries, ['tjanster'])).toEqual([
      { href: '/tjanster', label: 'Tjänster' },
      { href: '/tjanster/leverans-till-bygget', label: 'Leverans till bygget', hint: 'Tjänster' },
      { href: '/tjanster/kreditkonto', label: 'Kreditkonto', hint: 'Tjänster' },
      { href: '/kundservice', label: 'Kundservice' },
      { href: '/hitta-butik', label: 'Hitta butik', hint: 'Kundservice' },
    ]);
  });

  it("adds the header's own links once, and no other site's", () => {
    const menu = buildServicesMenu(entries, ['tjanster'], [
      { title: 'Hitta butik', url: '/hitta-butik', external: false },
      { title: 'Kampanjer', url: '/kampanjer', external: false },
      { title: 'LinkedIn', url: 'https://www.linkedin.com/x', external: true },
    ]);
    expect(menu.map((item) => item.href)).toEqual(['/tjanster', '/tjanster/leverans-till-bygget', '/tjanster/kreditkonto', '/kundservice', '/hitta-butik', '/kampanjer']);
  });

  it('has no "Glömt lösenord": it is no service', () => {
    expect(buildServicesMenu(entries, []).some((item) => /lösenord/i.test(item.label))).toBe(false);
  });
});
