import { z } from 'zod';

/** Spec point 9: the material group when a customer has no rule of its own. */
export const DEFAULT_MATERIAL_GROUP = '40000000';

/**
 * How a customer's material group is filled (spec point 9): the default code, empty (company A),
 * or the name of the product's last breadcrumb parent (company B).
 */
export const MATERIAL_GROUP_RULES = ['default', 'empty', 'last-breadcrumb-parent'] as const;
export type MaterialGroupRule = (typeof MATERIAL_GROUP_RULES)[number];

/** Where a configured CUST_FIELDn takes its value from: a constant, or a fact of the line. */
const CustomFieldNumberSchema = z.literal([1, 2, 3, 4, 5]);
const CustomFieldSchema = z.union([
  z.object({ field: CustomFieldNumberSchema, value: z.string().max(50) }).strict(),
  z.object({ field: CustomFieldNumberSchema, from: z.enum(['customerId', 'projectId', 'articleNumber']) }).strict(),
]);
export type CustomFieldRule = z.infer<typeof CustomFieldSchema>;

/**
 * One customer's punch-out mapping rules, as the backend keeps them (data, never code: which demo
 * customer is company A, B or C lives in backend/seed/punchout-seed.mjs).
 */
export const PunchoutMappingRulesSchema = z.object({
  materialGroup: z.enum(MATERIAL_GROUP_RULES),
  /** The shop's unit → the unit the procurement system expects, e.g. { STK: 'ST' } (company C). */
  unitMap: z.record(z.string().max(8), z.string().min(1).max(8)),
  customFields: z.array(CustomFieldSchema).max(5),
});
export type PunchoutMappingRules = z.infer<typeof PunchoutMappingRulesSchema>;

export const DEFAULT_MAPPING_RULES: PunchoutMappingRules = { materialGroup: 'default', unitMap: {}, customFields: [] };

/** The material group of one line; a product without breadcrumb falls back to the default code. */
export function materialGroupFor(breadcrumbParents: readonly string[], rule: MaterialGroupRule): string {
  switch (rule) {
    case 'empty':
      return '';
    case 'last-breadcrumb-parent':
      return breadcrumbParents.at(-1)?.trim() || DEFAULT_MATERIAL_GROUP;
    case 'default':
      return DEFAULT_MATERIAL_GROUP;
  }
}

/** The unit as the customer wants it; unit codes compare without regard to letter case. */
export function unitFor(unit: string, unitMap: Readonly<Record<string, string>>): string {
  const code = unit.trim().toUpperCase();
  const mapped = Object.entries(unitMap).find(([from]) => from.toUpperCase() === code)?.[1];
  return mapped ?? code;
}
