import { z } from 'zod';
import { CategoryRefSchema } from '../../catalogue/variant';

export interface MenuNode {
  id: string;
  name: string;
  slug: string;
  path: string;
  icon: string | null;
  productCount: number;
  children: MenuNode[];
}

export const MenuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  CategoryRefSchema.extend({ icon: z.string().nullable(), productCount: z.number(), children: z.array(MenuNodeSchema) }),
);

export const MenuSchema = z.object({ assortment: z.object({ id: z.string(), name: z.string() }), categories: z.array(MenuNodeSchema) });
export type Menu = z.infer<typeof MenuSchema>;

/** A category with its parents from the top and its children (GET /breadcrumbs/{id}). */
export const CategorySchema = CategoryRefSchema.extend({
  level: z.number(),
  icon: z.string().nullable(),
  productCount: z.number(),
  parents: z.array(CategoryRefSchema),
  children: z.array(CategoryRefSchema.extend({ productCount: z.number(), image: z.string().optional() })),
  image: z.string().optional(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SequenceEntrySchema = z.object({ attributeName: z.string(), sequence: z.number(), disabled: z.boolean() });
export type SequenceEntry = z.infer<typeof SequenceEntrySchema>;
