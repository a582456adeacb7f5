import type { AccessTokenSubject } from '../lib/access-token';
import { todayInStockholm } from '../../../domain/calendar';
import { loadVariantsByArticleNumbers } from '../catalogue/variant-repository';
import { seesDiscounts, seesPrices } from '../commerce/customer-access';
import { getVariants, type CommerceContext } from '../commerce/get-variants';
import { withoutDiscounts } from '../commerce/price-calc';
import { loadPriceBook } from '../commerce/price-repository';
import { computeStock } from '../commerce/stock-calc';
import { loadStockLocations, loadStockRows, stockLocationsFor } from '../commerce/stock-repository';
import { permissionFor } from './cart-access';
import type { CartContents, CartRow } from './cart-repository';
import type { CartItemView } from './cart-view';
import { splitDeliveryId } from './delivery-id';
import { loadConfigurationModels } from '../configuration/configuration-repository';
import { configuredPrice } from '../configuration/configured-price';
import { loadQuotedLines, quotedPrice, quoteHolds } from '../quotes/quoted-prices';

/** Runs `load` once, on first use: fields nobody asked for never cost a query. */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
};

const VARIANTS_PER_CALL = 200;

/**
 * Price, stock and variant of a cart's lines, by the commerce code. Prices are the cart
 * customer's (none under EJ_SE_PRISER, no discounts under EJ_SE_RABATTER); with
 * completeOrderPrice the quantity's bracket applies. Stock is given for central storage, the
 * line's delivery location and any location the call names.
 */
export function loadCartLines(
  context: CommerceContext,
  auth: AccessTokenSubject,
  cart: CartRow,
  contents: CartContents,
  options: { completeOrderPrice: boolean; locationIds: readonly string[] },
) {
  const { db } = context;
  const articles = [...new Set(contents.items.map((item) => item.article_number))];
  const access = { customerId: cart.customer_id, permissionDenies: permissionFor(auth, cart.customer_id).permissionDenies };
  const today = todayInStockholm();
  const rows = once(async () => new Map((await loadVariantsByArticleNumbers(db, articles)).map((row) => [row.article_number, row])));
  const stockRows = once(() => loadStockRows(db, articles));
  const locations = once(() => loadStockLocations(db));
  const priceBook = once(() => loadPriceBook(db, cart.customer_id, articles, today));
  const quoted = once(() => loadQuotedLines(db, contents.items.map((item) => item.quote_item_id)));
  const models = once(() => loadConfigurationModels(db, contents.items.flatMap((item) => (item.configuration ? [item.article_number] : []))));
  const quoteItemOf = new Map(contents.items.map((item) => [item.id, item.quote_item_id ?? null]));
  const quoteOf = async (item: CartItemView) => {
    const id = quoteItemOf.get(item.cartItemId);
    return id ? (await quoted()).get(id) : undefined;
  };
  const variants = once(async () => {
    const byArticle = new Map<string, unknown>();
    const locationIds = [...new Set([...options.locationIds, ...contents.deliveries.map((d) => splitDeliveryId(d.delivery_id).locationId)])];
    for (let start = 0; start < articles.length; start += VARIANTS_PER_CALL) {
      const chunk = articles.slice(start, start + VARIANTS_PER_CALL);
      const found = await getVariants({ articleNumbers: chunk, customerId: cart.customer_id, skipPrice: !seesPrices(access), stockInput: { locationIds } }, context);
      for (const variant of found) byArticle.set(variant.articleNumber, variant);
    }
    return byArticle;
  });

  const enrich = (item: CartItemView) => {
    const row = async () => (await rows()).get(item.articleNumber);
    return {
      ...item,
      variantSlug: async () => (await row())?.slug ?? null,
      discontinued: async () => (await row())?.discontinued === 1,
      filterTags: async () => (await row())?.filter_tags ?? [],
      price: async () => {
        const variant = await row();
        if (!variant || !seesPrices(access)) return null;
        if (item.configuration) {
          // A cut piece is priced from the unit price: no bracket, no quote (decision 035).
          const model = (await models()).get(item.articleNumber);
          const unit = (await priceBook()).price(variant, null);
          const shown = seesDiscounts(access) ? unit : withoutDiscounts(unit);
          return model ? configuredPrice(shown, model, item.configuration) : null;
        }
        const price = (await priceBook()).price(variant, options.completeOrderPrice ? item.quantity : null);
        const quote = await quoteOf(item);
        if (quoteHolds(quote, item.quantity, today)) return quotedPrice(price, quote);
        return seesDiscounts(access) ? price : withoutDiscounts(price);
      },
      /** The accepted quote the line came from (decision 034); null for an ordinary line. */
      quote: async () => {
        const quote = await quoteOf(item);
        if (!quote) return null;
        return { quoteId: quote.quoteId, quoteNumber: quote.quoteNumber, validUntil: quote.validUntil, quotedQuantity: quote.quantity, holds: quoteHolds(quote, item.quantity, today) };
      },
      stock: async () => {
        const variant = await row();
        if (!variant) return null;
        const own = (await stockRows()).get(item.articleNumber) ?? [];
        const wanted = [...new Set([...options.locationIds, splitDeliveryId(item.deliveryId).locationId])];
        return computeStock({
          articleNumber: item.articleNumber,
          stockType: variant.stock_type,
          discontinued: variant.discontinued === 1,
          rows: own,
          locations: stockLocationsFor(await locations(), wanted, own),
          today,
        });
      },
      variant: async () => (await variants()).get(item.articleNumber) ?? null,
      configuration: item.configuration
        ? {
            ...item.configuration,
            // 37 m of cable sold per metre takes 37 of its stock; 1,5 m of a 3 m bar takes half a bar.
            stockPerPiece: async () => {
              const model = (await models()).get(item.articleNumber);
              return model ? item.configuration!.length / model.unitLength : null;
            },
          }
        : null,
    };
  };
  return { enrich };
}
