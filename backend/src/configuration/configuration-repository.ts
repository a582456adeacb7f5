import { z } from 'zod';
import { ConfigurationModelSchema, PackagingSchema, type ConfigurationModel } from '../../../domain/product-configuration';

const Row = z.object({
  article_number: z.string(),
  kind: z.literal('CUT_LENGTH'),
  unit_length: z.number(),
  min_length: z.number(),
  max_length: z.number(),
  length_step: z.number(),
  cutting_fee: z.number(),
  packaging: z.string(),
});

const toModel = (row: z.infer<typeof Row>): ConfigurationModel =>
  ConfigurationModelSchema.parse({
    articleNumber: row.article_number,
    kind: row.kind,
    unitLength: row.unit_length,
    minLength: row.min_length,
    maxLength: row.max_length,
    lengthStep: row.length_step,
    cuttingFee: row.cutting_fee,
    packaging: z.array(PackagingSchema).parse(JSON.parse(row.packaging)),
  });

/** The configuration models of these articles (migration 0018); an article without one is absent. */
export async function loadConfigurationModels(db: D1Database, articleNumbers: readonly string[]): Promise<Map<string, ConfigurationModel>> {
  const wanted = [...new Set(articleNumbers)];
  if (wanted.length === 0) return new Map();
  const { results } = await db.prepare('SELECT * FROM configurable_articles WHERE article_number IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(wanted)).all();
  return new Map(z.array(Row).parse(results).map((row) => [row.article_number, toModel(row)]));
}
