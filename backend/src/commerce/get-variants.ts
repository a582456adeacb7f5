import type { AccessTokenSubject } from '../lib/access-token';
import { todayInStockholm } from '../../../domain/calendar';
import { categoryIndexStatement } from '../catalogue/category-repository';
import { runBatch } from '../catalogue/d1-batch';
import { allWarningsStatement, loadProductVariants, loadVariantsByArticleNumbers, variantsByArticleStatement } from '../catalogue/variant-repository';
import { replacementRelation, toVariantCore, type VariantCore } from '../catalogue/variant-shape';
import type { VariantRow } from '../catalogue/variant-row';
import { resolveCustomer, seesDiscounts, seesPrices } from './customer-access';
import { orderedQuantities, parseGetVariantsArgs, requestedLocationIds, type GetVariantsArgs } from './get-variants-args';
import { withoutDiscounts } from './price-calc';
import { loadPriceBook } from './price-repository';
import { computeStock } from './stock-calc';
import { checkConfiguredLine, type ConfiguredLine } from '../configuration/configured-line';
import { loadConfigurationModels } from '../configuration/configuration-repository';
import { configuredPrice } from '../configuration/configured-price';
import { ApiError } from '../lib/api-error';
import type { ConfigurationModel } from '../../../domain/product-configuration';
import { assertKnownLocations, loadStockRows, stockLocationsFor, stockLocationsStatement } from './stock-repository';

export interface CommerceContext {
  db: D1Database;
  auth: AccessTokenSubject | null;
  /** The customer-id header, used when the call has no customerId argument. */
  customerHeader: string | undefined;
}

/** Runs `load` once, on first use: fields nobody asked for never cost a query. */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
};

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/**
 * getVariants: the variants in the order asked for (unknown article numbers are left out, so the
 * shop can tell them missing). Price is null for anonymous callers and EJ_SE_PRISER.
 */
export async function getVariants(rawArgs: unknown, context: CommerceContext) {
  const args = parseGetVariantsArgs(rawArgs);
  const { db } = context;
  const articleNumbers = [...new Set(args.articleNumbers)];
  // Resolved up front so a foreign customerId is a 403 whatever fields were asked for.
  const access = args.customerId || !args.skipPrice ? resolveCustomer(context.auth, args.customerId ?? context.customerHeader) : null;
  // Everything static in one round trip; price, stock and relations follow only if asked for.
  const [rows, index, locations, warnings] = await runBatch(db, [
    variantsByArticleStatement(db, articleNumbers),
    categoryIndexStatement(db),
    stockLocationsStatement(db),
    allWarningsStatement(db),
  ]);
  const locationIds = requestedLocationIds(args);
  assertKnownLocations(locations, locationIds);
  const byArticle = new Map(rows.map((row) => [row.article_number, row]));
  const found = articleNumbers.flatMap((articleNumber) => byArticle.get(articleNumber) ?? []);
  const configured = await configuredLines(db, found, args.configuration);
  const today = todayInStockholm();
  const quantities = args.completeOrderPrice ? orderedQuantities(args) : new Map<string, number>();

  // Prices do not depend on the location, and a VIRTUAL location is never a price location
  // (spec point 7): it was validated above and plays no part here.
  const priceBook = once(() => loadPriceBook(db, access?.customerId ?? '', articleNumbers, today));
  const stockRows = once(() => loadStockRows(db, articleNumbers));
  const replacements = once(async () => {
    const wanted = found.flatMap((row) => (row.replacement ? [row.replacement] : []));
    return new Map((await loadVariantsByArticleNumbers(db, wanted)).map((row) => [row.article_number, row]));
  });
  const siblings = once(async () => groupBy(await loadProductVariants(db, [...new Set(found.map((row) => row.product_id))]), (row) => row.product_id));

  return found.map((row: VariantRow) => {
    const core: VariantCore = toVariantCore(row, index, warnings);
    return {
      ...core,
      product: {
        ...core.product,
        variants: async () =>
          ((await siblings()).get(row.product_id) ?? []).map((sibling) => ({
            articleNumber: sibling.article_number,
            name: sibling.name,
            variantSlug: sibling.slug,
            discontinued: sibling.discontinued === 1,
            attributes: sibling.attributes.filter(([name]) => name !== 'SSG').map(([attributeName, attributeValue]) => ({ attributeName, attributeValue })),
          })),
      },
      stockedAt: async () => ((await stockRows()).get(row.article_number) ?? []).filter((s) => s.stocked === 1).map((s) => s.location_id),
      relations: async () => {
        const replacement = row.replacement ? (await replacements()).get(row.replacement) : undefined;
        return replacement ? [replacementRelation(replacement, index)] : [];
      },
      price: async () => {
        if (args.skipPrice || !access || !seesPrices(access)) return null;
        const line = configured.get(row.article_number);
        const unit = (await priceBook()).price(row, line ? null : (quantities.get(row.article_number) ?? null));
        const price = line ? configuredPrice(unit, line.model, line.configuration) : unit;
        return seesDiscounts(access) ? price : withoutDiscounts(price);
      },
      configuration: () => {
        const line = configured.get(row.article_number);
        return line ? { ...line.configuration, packaging: line.configuration.packaging ?? null, summary: line.summary } : null;
      },
      stock: async () => {
        if (args.skipStock) return null;
        const rowsOfArticle = (await stockRows()).get(row.article_number) ?? [];
        return computeStock({
          articleNumber: row.article_number,
          stockType: row.stock_type,
          discontinued: row.discontinued === 1,
          rows: rowsOfArticle,
          locations: stockLocationsFor(locations, locationIds, rowsOfArticle),
          today,
        });
      },
    };
  });
}

/**
 * With a configuration, each article must be configurable and the configuration must keep its
 * rules: the server checks what the configurator checked (a broken rule is a 400 with its code).
 */
async function configuredLines(db: D1Database, rows: readonly VariantRow[], configuration: GetVariantsArgs['configuration']) {
  const lines = new Map<string, ConfiguredLine & { model: ConfigurationModel }>();
  if (!configuration) return lines;
  const models = await loadConfigurationModels(db, rows.map((row) => row.article_number));
  for (const row of rows) {
    const model = models.get(row.article_number);
    const line = checkConfiguredLine(model, configuration);
    if ('error' in line || !model) throw new ApiError(400, 'error' in line ? line.error : 'not_configurable', `The configuration cannot be priced for ${row.article_number}`);
    lines.set(row.article_number, { ...line, model });
  }
  return lines;
}
