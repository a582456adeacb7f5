import { describe, expect, it } from 'vitest';
import { categoryHref, toNavCategories } from './nav-category';

interface Node {
  id: string;
  name: string;
  path: string;
  icon: string | null;
  children: Node[];
}

const node = (id: string, path: string, icon: string | null, children: Node[] = []): Node => ({ id, name: `Kategori ${id}`, path, icon, children });

describe('toNavCategories', () => {
  it('keeps two levels with links, drops the rest', () => {
    const menu = [node('K08', 'el', 'el', [node('K0801', 'el/kabel', null, [node('K080101', 'el/kabel/installationskabel', null)])])];
    expect(toNavCategories(menu)).toEqual([
      { id: 'K08', name: 'Kategori K08', href: '/kategorier/el', icon: 'el', children: [{ id: 'K0801', name: 'Kategori K0801', href: '/kategorier/el/kabel' }] },
    ]);
  });

  it('keeps only the icons of spec point 9', () => {
    const icons = toNavCategories([node('a', 'a', 'kyla'), node('b', 'b', 'rocket'), node('c', 'c', null), node('d', 'd', '../../x')]).map((c) => c.icon);
    expect(icons).toEqual(['kyla', null, null, null]);
  });
});

describe('categoryHref', () => {
  it('encodes each segment and ignores stray slashes', () => {
    expect(categoryHref('vvs-industri/ror-rordelar')).toBe('/kategorier/vvs-industri/ror-rordelar');
    expect(categoryHref('/el//kabel & ledning/')).toBe('/kategorier/el/kabel%20%26%20ledning');
  });
});
