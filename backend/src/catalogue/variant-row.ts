import { z } from 'zod';

const jsonText = <T extends z.ZodType>(schema: T) =>
  z.string().transform((text, context) => {
    try {
      return schema.parse(JSON.parse(text)) as z.output<T>;
    } catch {
      context.addIssue({ code: 'custom', message: 'Malformed JSON column' });
      return z.NEVER;
    }
  });

export const STOCK_TYPES = ['LAG', 'TRA', 'TRA_PLUS', 'VIR'] as const;
export type StockType = (typeof STOCK_TYPES)[number];

/** A variants row joined with its product's name. JSON columns arrive parsed. */
export const VariantRowSchema = z.object({
  id: z.number().int(),
  article_number: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  category_id: z.string(),
  category_lft: z.number().int(),
  name: z.string(),
  slug: z.string(),
  ean: z.string(),
  ssg: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  conversion_factor: z.number(),
  conversion_unit: z.string(),
  list_price: z.number().int(),
  alloying_price: z.number().int().nullable(),
  ask_for_price: z.number().int(),
  stock_type: z.enum(STOCK_TYPES),
  discontinued: z.number().int(),
  replacement: z.string().nullable(),
  filter_tags: jsonText(z.array(z.string())),
  purchase_constraints: jsonText(z.array(z.string())),
  attributes: jsonText(z.array(z.tuple([z.string(), z.string()]))),
  warnings: jsonText(z.array(z.string())),
  image_count: z.number().int(),
});
export type VariantRow = z.infer<typeof VariantRowSchema>;

/** The columns of VariantRowSchema, for queries that join variants (v) with products (p). */
export const VARIANT_COLUMNS = `v.id, v.article_number, v.product_id, p.name AS product_name, v.category_id, v.category_lft, v.name, v.slug,
  v.ean, v.ssg, v.manufacturer, v.unit, v.conversion_factor, v.conversion_unit, v.list_price, v.alloying_price, v.ask_for_price,
  v.stock_type, v.discontinued, v.replacement, v.filter_tags, v.purchase_constraints, v.attributes, v.warnings, v.image_count`;

export const VARIANT_SELECT = `SELECT ${VARIANT_COLUMNS} FROM variants v JOIN products p ON p.id = v.product_id`;

export const WarningRowSchema = z.object({
  code: z.string(),
  description: z.string(),
  signal_word: z.string().nullable(),
  pictogram: z.string().nullable(),
  detailed_description: z.string(),
});
export type WarningRow = z.infer<typeof WarningRowSchema>;
