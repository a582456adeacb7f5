import { z } from 'zod';
import { coversCategory } from '../catalogue/assortment-scope';
import { AssortmentId } from '../catalogue/catalogue-params';
import { loadCatalogue } from '../catalogue/category-repository';
import { VARIANT_SELECT, VariantRowSchema } from '../catalogue/variant-row';
import { toVariantSummary, type VariantSummary } from '../catalogue/variant-shape';

/** The attributes variants can be looked up by, and their columns (a closed list: no SQL from input). */
const COLUMNS = { articleNumber: 'article_number', ean: 'ean', SSG: 'ssg', variantSlug: 'slug', productId: 'product_id', brand: 'manufacturer' } as const;

export const EntitiesBodySchema = z.object({
  attributeName: z.enum(Object.keys(COLUMNS) as [keyof typeof COLUMNS, ...(keyof typeof COLUMNS)[]]),
  attributeValues: z.array(z.string().trim().min(1).max(100)).min(1).max(100),
  assortment: AssortmentId.optional(),
  limit: z.number().int().min(1).max(100).optional(),
});
export type EntitiesBody = z.infer<typeof EntitiesBodySchema>;

/** Variants whose attribute has one of the values, most popular first, within the assortment. */
export async function loadEntitiesByAttribute(db: D1Database, body: EntitiesBody): Promise<VariantSummary[]> {
  const { index, assortment: { scope } } = await loadCatalogue(db, body.assortment);
  const column = COLUMNS[body.attributeName];
  const { results } = await db
    .prepare(`${VARIANT_SELECT} WHERE v.${column} IN (SELECT value FROM json_each(?1)) ORDER BY v.id LIMIT ?2`)
    .bind(JSON.stringify(body.attributeValues), body.limit ?? 50)
    .all();
  return z
    .array(VariantRowSchema)
    .parse(results)
    .filter((row) => {
      const leaf = index.byId.get(row.category_id);
      return leaf !== undefined && coversCategory(scope, leaf);
    })
    .map((row) => toVariantSummary(row, index));
}
