import { z } from 'zod';
import { coversCategory } from './assortment-scope';
import { loadAssortment, loadCategoryIndex } from './category-repository';
import { loadProductVariants, loadVariantBySlug, loadVariantsByArticleNumbers, loadWarnings } from './variant-repository';
import { replacementRelation, toVariantCore, toVariantSummary, type Relation, type VariantCore, type VariantSummary } from './variant-shape';

export interface VariantPage extends VariantCore {
  stockedAt: string[];
  relations: Relation[];
  product: VariantCore['product'] & { variants: VariantSummary[] };
}

/**
 * Everything static the product page needs for a slug: the variant, its product's other
 * variants, where it is stocked and its replacement. Price and stock come from getVariants.
 * With an assortment, a variant outside it is "not found" like an unknown slug.
 */
export async function loadVariantPage(db: D1Database, slug: string, assortmentId: string | undefined): Promise<VariantPage | null> {
  const [row, index] = await Promise.all([loadVariantBySlug(db, slug), loadCategoryIndex(db)]);
  if (!row) return null;
  if (assortmentId) {
    const { scope } = await loadAssortment(db, index, assortmentId);
    const leaf = index.byId.get(row.category_id);
    if (!leaf || !coversCategory(scope, leaf)) return null;
  }
  const [warnings, siblings, replacements, stocked] = await Promise.all([
    loadWarnings(db, row.warnings),
    loadProductVariants(db, [row.product_id]),
    loadVariantsByArticleNumbers(db, row.replacement ? [row.replacement] : []),
    db.prepare('SELECT location_id FROM stock WHERE article_number = ?1 AND stocked = 1 ORDER BY location_id').bind(row.article_number).all(),
  ]);
  const core = toVariantCore(row, index, warnings);
  return {
    ...core,
    product: { ...core.product, variants: siblings.map((sibling) => toVariantSummary(sibling, index)) },
    stockedAt: z.array(z.object({ location_id: z.string() })).parse(stocked.results).map((r) => r.location_id),
    relations: replacements.map((replacement) => replacementRelation(replacement, index)),
  };
}
