import { z } from 'zod';
import { notFound } from '../lib/api-error';
import { CategoryIndex, CategoryRowSchema, contains, type CategoryRow } from './category';
import { DEFAULT_ASSORTMENT, type AssortmentScope } from './assortment-scope';

const CATEGORY_COLUMNS = 'id, parent_id, level, position, name, slug, path, icon, lft, rgt, variant_count';

/** The whole category tree (a few hundred rows: cheaper to load than to query piecemeal). */
export async function loadCategoryIndex(db: D1Database): Promise<CategoryIndex> {
  const { results } = await db.prepare(`SELECT ${CATEGORY_COLUMNS} FROM categories ORDER BY lft`).all();
  return new CategoryIndex(z.array(CategoryRowSchema).parse(results));
}

const AssortmentRowSchema = z.object({ id: z.string(), name: z.string(), category_id: z.string().nullable() });

export interface Assortment {
  id: string;
  name: string;
  scope: AssortmentScope;
}

/**
 * An assortment with its root categories, or 404 for an unknown id. A missing id means the
 * default assortment. Nested roots collapse into the outer one so the parts stay disjoint.
 */
export async function loadAssortment(db: D1Database, index: CategoryIndex, id: string | undefined): Promise<Assortment> {
  const assortmentId = id ?? DEFAULT_ASSORTMENT;
  const { results } = await db
    .prepare('SELECT a.id, a.name, ac.category_id FROM assortments a LEFT JOIN assortment_categories ac ON ac.assortment_id = a.id WHERE a.id = ?1')
    .bind(assortmentId)
    .all();
  const rows = z.array(AssortmentRowSchema).parse(results);
  const first = rows[0];
  if (!first) throw notFound(`Unknown assortment: ${assortmentId}`);
  if (assortmentId === DEFAULT_ASSORTMENT) return { id: first.id, name: first.name, scope: { id: first.id, roots: null } };
  const roots = rows.flatMap((row) => {
    const category = row.category_id ? index.byId.get(row.category_id) : undefined;
    return category ? [category] : [];
  });
  const disjoint = roots.filter((root) => !roots.some((other) => other !== root && contains(other, root)));
  return { id: first.id, name: first.name, scope: { id: first.id, roots: disjoint.sort((a, b) => a.lft - b.lft) } };
}

export type { CategoryRow };
