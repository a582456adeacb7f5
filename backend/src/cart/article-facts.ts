import { loadVariantsByArticleNumbers } from '../catalogue/variant-repository';
import type { VariantRow } from '../catalogue/variant-row';
import { loadStockRows } from '../commerce/stock-repository';
import { loadStores } from '../locations/store-repository';
import type { LocationInfo } from './delivery-id';
import type { ArticleFacts } from './line-rules';

const ARTICLE_NUMBER = /^\d{1,20}$/;

export interface CatalogueFacts {
  /** By article number; unknown (or malformed) numbers are absent. */
  articles: Map<string, ArticleFacts & { row: VariantRow }>;
  locations: Map<string, LocationInfo>;
}

/** Everything the line rules need for these articles, in three reads run side by side. */
export async function loadCatalogueFacts(db: D1Database, articleNumbers: readonly string[]): Promise<CatalogueFacts> {
  const wanted = [...new Set(articleNumbers.filter((number) => ARTICLE_NUMBER.test(number)))];
  const [rows, stock, stores] = await Promise.all([
    loadVariantsByArticleNumbers(db, wanted),
    loadStockRows(db, wanted),
    loadStores(db),
  ]);
  const articles = new Map(
    rows.map((row) => [
      row.article_number,
      {
        row,
        unit: row.unit,
        discontinued: row.discontinued === 1,
        purchaseConstraints: row.purchase_constraints,
        filterTags: row.filter_tags,
        stock: stock.get(row.article_number) ?? [],
      },
    ]),
  );
  const locations = new Map(stores.map((store) => [store.id, { id: store.id, type: store.type, services: store.services }]));
  return { articles, locations };
}
