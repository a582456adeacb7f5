import type { Configuration, ConfigurationModel, Packaging } from './configuration-model';

/** Why a configuration is refused; the shop names each in Swedish (sv-product-configuration.ts). */
export type ConfigurationError =
  | 'length_below_minimum'
  | 'length_above_maximum'
  | 'length_step'
  | 'packaging_required'
  | 'packaging_unknown'
  | 'packaging_too_long';

export interface ConfigurationProblem {
  field: 'length' | 'packaging';
  code: ConfigurationError;
}

/** Lengths are compared in millimetres, so 0,1 m steps do not trip over binary fractions. */
const mm = (metres: number) => Math.round(metres * 1000);

export const packagingOf = (model: ConfigurationModel, code: string | null | undefined): Packaging | undefined =>
  model.packaging.find((option) => option.code === code);

/**
 * Every rule the configuration breaks (none: it may be priced and added). The same function runs
 * in the configurator, as the buyer types, and in the backend, which never trusts the shop.
 */
export function configurationProblems(model: ConfigurationModel, configuration: Configuration): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const length = mm(configuration.length);
  if (length < mm(model.minLength)) problems.push({ field: 'length', code: 'length_below_minimum' });
  else if (length > mm(model.maxLength)) problems.push({ field: 'length', code: 'length_above_maximum' });
  else if (length % mm(model.lengthStep) !== 0) problems.push({ field: 'length', code: 'length_step' });
  if (model.packaging.length === 0) return problems;
  if (!configuration.packaging) return [...problems, { field: 'packaging', code: 'packaging_required' }];
  const packaging = packagingOf(model, configuration.packaging);
  if (!packaging) problems.push({ field: 'packaging', code: 'packaging_unknown' });
  else if (packaging.maxLength !== null && length > mm(packaging.maxLength)) problems.push({ field: 'packaging', code: 'packaging_too_long' });
  return problems;
}

/** The configuration as stored: the length to the step's millimetre, a packaging only where there is one. */
export function normalizeConfiguration(model: ConfigurationModel, configuration: Configuration): Configuration {
  const length = mm(configuration.length) / 1000;
  return model.packaging.length > 0 && configuration.packaging ? { length, packaging: configuration.packaging } : { length };
}

/** Two lines of the same article and delivery are one line when this key is equal. */
export const configurationKey = (configuration: Configuration): string => `L${mm(configuration.length)}${configuration.packaging ? `|${configuration.packaging}` : ''}`;
