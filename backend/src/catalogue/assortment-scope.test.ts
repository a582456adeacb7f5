import { describe, expect, it } from 'vitest';
import { coversCategory, showsCategory, visibleParts } from './assortment-scope';
import { CategoryIndex, type CategoryRow } from './category';
import { breadcrumbOf, menuTree } from './category-answers';

// El (1–10) › Kabel (2–7) › EKK (3–4), FK (5–6); El › Belysning (8–9); VVS (11–16) › Rör (12–13), Sanitet (14–15)
const row = (id: string, parent: string | null, name: string, lft: number, rgt: number, count: number): CategoryRow => ({
  id, parent_id: parent, level: parent ? (parent.length - 1) / 2 + 1 : 1, position: 1, name, slug: name.toLowerCase(), path: name.toLowerCase(),
  icon: parent ? null : name.toLowerCase(), lft, rgt, variant_count: count,
});
const index = new CategoryIndex([
  row('K01', null, 'El', 1, 10, 30), row('K0101', 'K01', 'Kabel', 2, 7, 20), row('K010101', 'K0101', 'EKK', 3, 4, 12),
  row('K010102', 'K0101', 'FK', 5, 6, 8), row('K0102', 'K01', 'Belysning', 8, 9, 10),
  row('K02', null, 'VVS', 11, 16, 9), row('K0201', 'K02', 'Rör', 12, 13, 4), row('K0202', 'K02', 'Sanitet', 14, 15, 5),
]);
const at = (id: string) => index.byId.get(id)!;
const byggEl = { id: 'bygg-el', roots: [at('K01'), at('K0201')] };

describe('assortments', () => {
  it('covers whole subtrees and shows the way down to a partial one', () => {
    expect(coversCategory(byggEl, at('K010102'))).toBe(true);
    expect(coversCategory(byggEl, at('K02'))).toBe(false);
    expect(showsCategory(byggEl, at('K02'))).toBe(true);
    expect(showsCategory(byggEl, at('K0202'))).toBe(false);
    expect(visibleParts(byggEl, at('K02')).map((c) => c.id)).toEqual(['K0201']);
  });

  it('limits the menu and its counts; the default assortment shows everything', () => {
    const menu = menuTree(index, byggEl, 2);
    expect(menu.map((node) => [node.id, node.productCount, node.children.map((child) => child.id)])).toEqual([
      ['K01', 30, ['K0101', 'K0102']],
      ['K02', 4, ['K0201']],
    ]);
    expect(menu[0]?.children[0]?.children).toEqual([]);
    expect(menuTree(index, { id: 'default', roots: null }, 1).map((node) => node.productCount)).toEqual([30, 9]);
  });

  it('breadcrumbs list parents from the top and visible children, with images on request', () => {
    const crumb = breadcrumbOf(index, byggEl, at('K0101'), true);
    expect(crumb.parents.map((p) => p.id)).toEqual(['K01']);
    // The tiles are the stored pictures of the children's families on the top category's colour.
    expect(crumb.children.map((c) => [c.id, c.image])).toEqual([['K010101', expect.stringMatching(/^\/images\/c\/g\d+\/el-[a-z]+\.png$/)], ['K010102', expect.stringMatching(/^\/images\/c\/g\d+\/el-[a-z]+\.png$/)]]);
    expect(crumb.icon).toBe('el');
  });
});
