import { z } from 'zod';
import { notFound } from '../lib/api-error';
import { CategoryIndex, CategoryRowSchema, contains, type CategoryRow } from './category';
import { DEFAULT_ASSORTMENT, type AssortmentScope } from './assortment-scope';
import { runBatch, statement, type Statement } from './d1-batch';

const CATEGORY_COLUMNS = 'id, parent_id, level, position, name, slug, path, icon, lft, rgt, variant_count';

/** The whole category tree (a few hundred rows: cheaper to load than to query piecemeal). */
export const categoryIndexStatement = (db: D1Database): Statement<CategoryIndex> =>
  statement(db.prepare(`SELECT ${CATEGORY_COLUMNS} FROM categories ORDER BY lft`), (rows) => new CategoryIndex(z.array(CategoryRowSchema).parse(rows)));

export async function loadCategoryIndex(db: D1Database): Promise<CategoryIndex> {
  const [index] = await runBatch(db, [categoryIndexStatement(db)]);
  return index;
}

const AssortmentRowSchema = z.object({ id: z.string(), name: z.string(), category_id: z.string().nullable() });
type AssortmentRows = z.infer<typeof AssortmentRowSchema>[];

export interface Assortment {
  id: string;
  name: string;
  scope: AssortmentScope;
}

/** The assortment's rows; a missing id means the default assortment. */
export const assortmentStatement = (db: D1Database, id: string | undefined): Statement<AssortmentRows> =>
  statement(
    db.prepare('SELECT a.id, a.name, ac.category_id FROM assortments a LEFT JOIN assortment_categories ac ON ac.assortment_id = a.id WHERE a.id = ?1').bind(id ?? DEFAULT_ASSORTMENT),
    (rows) => z.array(AssortmentRowSchema).parse(rows),
  );

/**
 * The assortment with its root categories, or 404 for an unknown id. Nested roots collapse into
 * the outer one so the parts stay disjoint.
 */
export function toAssortment(index: CategoryIndex, rows: AssortmentRows, id: string | undefined): Assortment {
  const first = rows[0];
  if (!first) throw notFound(`Unknown assortment: ${id ?? DEFAULT_ASSORTMENT}`);
  if (first.id === DEFAULT_ASSORTMENT) return { id: first.id, name: first.name, scope: { id: first.id, roots: null } };
  const roots = rows.flatMap((row) => {
    const category = row.category_id ? index.byId.get(row.category_id) : undefined;
    return category ? [category] : [];
  });
  const disjoint = roots.filter((root) => !roots.some((other) => other !== root && contains(other, root)));
  return { id: first.id, name: first.name, scope: { id: first.id, roots: disjoint.sort((a, b) => a.lft - b.lft) } };
}

/** The category tree and an assortment in one round trip. */
export async function loadCatalogue(db: D1Database, assortmentId: string | undefined): Promise<{ index: CategoryIndex; assortment: Assortment }> {
  const [index, rows] = await runBatch(db, [categoryIndexStatement(db), assortmentStatement(db, assortmentId)]);
  return { index, assortment: toAssortment(index, rows, assortmentId) };
}

export async function loadAssortment(db: D1Database, index: CategoryIndex, id: string | undefined): Promise<Assortment> {
  const [rows] = await runBatch(db, [assortmentStatement(db, id)]);
  return toAssortment(index, rows, id);
}

export type { CategoryRow };
