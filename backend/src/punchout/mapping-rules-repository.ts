import { z } from 'zod';
import { DEFAULT_MAPPING_RULES, MATERIAL_GROUP_RULES, PunchoutMappingRulesSchema, type PunchoutMappingRules } from '../../../domain/punchout/mapping-rules';

/** A customer's rules with the spec's company label (A, B, C) for people reading the answer. */
export interface CustomerMappingRules extends PunchoutMappingRules {
  customerId: string;
  company: string | null;
}

const RowSchema = z.object({
  customer_id: z.string(),
  company_label: z.string().nullable(),
  material_group: z.enum(MATERIAL_GROUP_RULES),
  unit_map: z.string(),
  custom_fields: z.string(),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * A stored row as rules, or the defaults when the row is missing or its JSON is broken: a bad
 * rule must not stop a transfer, and the defaults are what every other customer gets.
 */
export function toMappingRules(customerId: string, raw: unknown): CustomerMappingRules {
  const row = RowSchema.safeParse(raw);
  if (!row.success) return { customerId, company: null, ...DEFAULT_MAPPING_RULES };
  const rules = PunchoutMappingRulesSchema.safeParse({
    materialGroup: row.data.material_group,
    unitMap: parseJson(row.data.unit_map),
    customFields: parseJson(row.data.custom_fields),
  });
  return { customerId, company: row.data.company_label, ...(rules.success ? rules.data : DEFAULT_MAPPING_RULES) };
}

export async function findMappingRules(db: D1Database, customerId: string): Promise<CustomerMappingRules> {
  const row = await db.prepare('SELECT * FROM punchout_mapping_rules WHERE customer_id = ?1').bind(customerId).first();
  return toMappingRules(customerId, row);
}
