import { z } from 'zod';

/** Catalogue types of spec point 3, as the shop uses them (parsed from the commerce service). */

/** Optional and possibly null upstream; a removed field (no discounts for a buyer) is simply absent. */
const nullish = <T extends z.ZodType>(schema: T) => schema.nullish();

export const CategoryRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), path: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const AttributeSchema = z.object({ attributeName: z.string(), attributeValue: z.string() });
export type Attribute = z.infer<typeof AttributeSchema>;

export const DiscountSchema = z.object({ amount: z.number(), name: z.string(), percentage: z.number(), type: z.string() });

export const PriceSchema = z.object({
  netPrice: nullish(z.number()),
  alloyingPrice: nullish(z.number()),
  discountAmount: nullish(z.number()),
  discountPercentage: nullish(z.number()),
  discounts: z.array(DiscountSchema).default([]),
  salesPrice: nullish(z.number()),
  salesPriceIncludingVat: nullish(z.number()),
  salesPriceUnit: z.string(),
  priceType: z.string(),
  preCampaignPrice: nullish(z.number()),
  askForPrice: z.boolean(),
  hasBracketPrices: z.boolean(),
});
export type Price = z.infer<typeof PriceSchema>;

export const StockLocationSchema = z.object({
  locationId: z.string(),
  availability: z.string(),
  availabilityDate: nullish(z.string()),
  availabilityDateISO: nullish(z.string()),
  availableFromDays: nullish(z.number()),
  availableToDays: nullish(z.number()),
  quantity: z.number(),
  orderMultiple: z.number(),
  stocked: z.boolean(),
  status: z.string(),
  subAvailabilities: z.array(z.object({ date: z.string(), quantity: z.number() })).default([]),
});
export type StockLocation = z.infer<typeof StockLocationSchema>;

export const StockSchema = z.object({ stockType: z.string(), articleNumber: z.string(), locations: z.array(StockLocationSchema) });
export type Stock = z.infer<typeof StockSchema>;

export const WarningSchema = z.object({
  code: z.string(),
  description: z.string(),
  signalWord: nullish(z.string()),
  assetUrl: nullish(z.string()),
  detailedDescription: nullish(z.string()),
});
export type Warning = z.infer<typeof WarningSchema>;

export const VariantSchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  /** The product family's text; optional because spec point 3's Variant has none. */
  description: nullish(z.string()),
  discontinued: z.boolean(),
  variantSlug: z.string(),
  filterTags: z.array(z.string()),
  stockedAt: z.array(z.string()),
  purchaseConstraints: z.array(z.string()),
  webSalesUnit: z.object({ unit: z.string(), conversionFactor: z.number(), conversionUnit: z.string() }),
  ean: nullish(z.string()),
  unit: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    breadcrumb: z.object({ parents: z.array(CategoryRefSchema) }),
    categoryPaths: z.array(z.string()),
    variants: z
      .array(z.object({ articleNumber: z.string(), name: z.string(), variantSlug: z.string(), discontinued: z.boolean(), attributes: z.array(AttributeSchema) }))
      .default([]),
  }),
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
  images: z.array(z.object({ assetType: z.string(), assetUrl: z.string(), assetLabel: nullish(z.string()), assetMimeType: z.string() })),
  attributes: z.array(AttributeSchema),
  warnings: z.array(WarningSchema),
  relations: z.array(
    z.object({ type: z.string(), label: z.string(), articleNumber: z.string(), name: z.string(), variantSlug: z.string(), categories: z.array(z.string()), categoryBreadcrumbs: z.array(CategoryRefSchema) }),
  ),
  price: nullish(PriceSchema),
  stock: nullish(StockSchema),
});
export type Variant = z.infer<typeof VariantSchema>;

/**
 * The part of a variant a line in an order or a shopping list shows of its article today (name,
 * link, picture, unit, a replacement when it has gone), with price and stock when asked
 * (GET_LINE_VARIANTS_QUERY).
 */
export const LineVariantSchema = VariantSchema.pick({ articleNumber: true, name: true, discontinued: true, variantSlug: true, unit: true, price: true, stock: true }).extend({
  images: z.array(z.object({ assetUrl: z.string() })),
  relations: z.array(z.object({ type: z.string(), articleNumber: z.string(), name: z.string(), variantSlug: z.string() })),
});
export type LineVariant = z.infer<typeof LineVariantSchema>;

/** The part of a variant a product card's offer is worked out from (GET_OFFERS_QUERY). */
export const OfferVariantSchema = VariantSchema.pick({ articleNumber: true, discontinued: true, stockedAt: true, purchaseConstraints: true, unit: true, price: true, stock: true });
export type OfferVariant = z.infer<typeof OfferVariantSchema>;

/** A variant in lists (search results, category pages) before price and stock are added. */
export const VariantSummarySchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  variantSlug: z.string(),
  ean: nullish(z.string()),
  brand: z.string(),
  unit: z.string(),
  image: z.string(),
  discontinued: z.boolean(),
  filterTags: z.array(z.string()),
  purchaseConstraints: z.array(z.string()),
  stockType: z.string(),
  productId: z.string(),
  categoryId: z.string(),
  categoryPath: z.string(),
  attributes: z.array(AttributeSchema),
});
export type VariantSummary = z.infer<typeof VariantSummarySchema>;
