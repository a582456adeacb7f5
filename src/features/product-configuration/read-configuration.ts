import { configurationProblems, formatMetres, type Configuration, type ConfigurationModel } from '../../../domain/product-configuration';
import { parseDecimal } from '../../lib/format/parse-decimal';
import type { TextKey, TextParams } from '../../lib/texts';

export interface TypedConfiguration {
  length: string;
  packaging: string;
  pieces: string;
}

export interface FieldMessage {
  key: TextKey;
  params?: TextParams;
}

export type ReadConfiguration =
  | { ok: true; configuration: Configuration; pieces: number }
  | { ok: false; errors: Partial<Record<'length' | 'packaging' | 'pieces', FieldMessage>> };

const MAX_PIECES = 999;
const kronor = (ore: number) => `${(ore / 100).toLocaleString('sv-SE', { minimumFractionDigits: 0, maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ')} kr`;

/** The placeholders of the rule messages: the article's limits as the buyer reads them. */
export function ruleParams(model: ConfigurationModel, packaging?: string): TextParams {
  const chosen = model.packaging.find((option) => option.code === packaging);
  return {
    min: formatMetres(model.minLength),
    max: formatMetres(chosen?.maxLength ?? model.maxLength),
    step: formatMetres(model.lengthStep),
    fee: kronor(model.cuttingFee),
  };
}

/**
 * The configurator's fields as typed (decimal comma accepted, as the cart's quantity field
 * accepts it) checked against the article's rules: the same rules the backend checks again.
 * Each field gets its Swedish message; nothing is sent while one is wrong.
 */
export function readConfiguration(model: ConfigurationModel, typed: TypedConfiguration): ReadConfiguration {
  const errors: Extract<ReadConfiguration, { ok: false }>['errors'] = {};
  const length = parseDecimal(typed.length.replace(/\s*m$/i, ''));
  const pieces = parseDecimal(typed.pieces || '1');
  if (pieces === null || !Number.isInteger(pieces) || pieces < 1 || pieces > MAX_PIECES) errors.pieces = { key: 'productConfiguration.errors.pieces' };
  if (length === null || !Number.isFinite(length)) {
    errors.length = { key: 'productConfiguration.errors.not_a_number' };
    return { ok: false, errors };
  }
  const configuration: Configuration = model.packaging.length > 0 && typed.packaging ? { length, packaging: typed.packaging } : { length };
  for (const problem of configurationProblems(model, configuration)) {
    errors[problem.field] ??= { key: `productConfiguration.errors.${problem.code}`, params: ruleParams(model, typed.packaging) };
  }
  if (Object.keys(errors).length > 0 || pieces === null) return { ok: false, errors };
  return { ok: true, configuration, pieces };
}
