import { describe, expect, it } from 'vitest';
import { isValidEan13 } from '../search/ean';
// @ts-expect-error plain ESM seed modules (they run in Node, outside the workers)
import { catalogueSeed } from '../../seed/catalogue-seed.mjs';
// @ts-expect-error plain ESM seed modules
import { CATEGORY_TREE } from '../../seed/catalogue/category-tree.mjs';
// @ts-expect-error plain ESM seed modules
import { flattenCategories } from '../../seed/catalogue/category-rows.mjs';
// @ts-expect-error plain ESM seed modules
import { articleNumberOf, eanOf, slugify } from '../../seed/catalogue/identifiers.mjs';
// @ts-expect-error plain ESM seed modules
import { buildVariants } from '../../seed/catalogue/variant-factory.mjs';
// @ts-expect-error plain ESM seed modules
import { createRandom } from '../../seed/random.mjs';

interface SeedCategory { id: string; level: number; path: string; icon: string | null; lft: number; rgt: number }
interface SeedVariant { article_number: string; ean: string; slug: string; unit: string; attributes: [string, string][]; discontinued: number; replacement: string | null; id: number }

/** The shop's slug rule (src/lib/routes/route-table.ts): what /produkt/{slug} accepts. */
const SHOP_SLUG = /^[a-z0-9åäö]+(?:-[a-z0-9åäö]+)*$/;

describe('slugs', () => {
  it.each([
    ['Träskruv förzinkad 4,2x55 200 st', 'traskruv-forzinkad-4-2x55-200-st'],
    ['VVS & Industri', 'vvs-industri'],
    ['FK-ledning H07V-U 2,5 mm² Blå', 'fk-ledning-h07v-u-2-5-mm2-bla'],
    ['  Ö--Å  ', 'o-a'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));

  it('cuts long names at a word boundary', () => {
    expect(slugify('alfa beta gamma', 12)).toBe('alfa-beta');
  });
});

describe('demo catalogue', () => {
  const { rows, leaves } = flattenCategories(CATEGORY_TREE) as { rows: SeedCategory[]; leaves: unknown[] };
  const { variants } = buildVariants(leaves, 3000, createRandom(7)) as { variants: SeedVariant[] };

  it('has the eight top categories with the icon names of spec point 9, three or four levels deep', () => {
    const tops = rows.filter((row) => row.level === 1);
    expect(tops.map((row) => row.icon)).toEqual(['fastenings', 'sprinkler', 'vvs-industri', 'verktyg', 'mark-va', 'fastighet', 'kyla', 'el']);
    for (const top of tops) {
      const below = rows.filter((row) => row.lft > top.lft && row.rgt < top.rgt);
      expect(Math.max(...below.map((row) => row.level)) - 1).toBeGreaterThanOrEqual(3);
      expect(Math.max(...below.map((row) => row.level)) - 1).toBeLessThanOrEqual(4);
    }
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    for (const row of rows) expect(row.path.split('/').every((part) => SHOP_SLUG.test(part))).toBe(true);
  });

  it('gives every variant a unique 7-digit article number, a valid EAN-13 and a shop-valid slug', () => {
    expect(variants).toHaveLength(3000);
    expect(new Set(variants.map((v) => v.article_number)).size).toBe(3000);
    expect(new Set(variants.map((v) => v.ean)).size).toBe(3000);
    for (const v of variants) {
      expect(v.article_number).toMatch(/^\d{7}$/);
      expect(isValidEan13(v.ean)).toBe(true);
      expect(SHOP_SLUG.test(v.slug) && v.slug.length <= 120).toBe(true);
      expect(['ST', 'M', 'RLE', 'FP']).toContain(v.unit);
      expect(v.attributes.some(([name]) => name === 'SSG')).toBe(true);
    }
  });

  it('numbers variants by popularity and points discontinued ones at current replacements', () => {
    expect(variants.map((v) => v.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
    const current = new Set(variants.filter((v) => !v.discontinued).map((v) => v.article_number));
    const replaced = variants.filter((v) => v.replacement);
    expect(replaced.length).toBeGreaterThan(0);
    for (const v of replaced) expect(current.has(v.replacement!)).toBe(true);
  });

  it('keeps article numbers and EANs unique far beyond 200,000 variants', () => {
    const numbers = new Set(Array.from({ length: 300_000 }, (_, i) => articleNumberOf(i)));
    expect(numbers.size).toBe(300_000);
    expect(isValidEan13(eanOf(299_999, 42))).toBe(true);
  });

  it('writes SQL statements D1 accepts (each under 100 kB)', () => {
    const statements = catalogueSeed({ variants: 2000 }) as string[];
    for (const statement of statements) expect(new TextEncoder().encode(statement).length).toBeLessThan(100_000);
    expect(catalogueSeed({ variants: 2000 })).toEqual(statements);
  });
});
