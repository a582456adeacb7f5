import { z } from 'zod';
import {
  ConfigurationSchema,
  configurationKey,
  configurationProblems,
  configurationSummary,
  normalizeConfiguration,
  type Configuration,
  type ConfigurationModel,
} from '../../../domain/product-configuration';

/** What a configured cart line stores besides its article: the choice, its key and its summary. */
export interface ConfiguredLine {
  configuration: Configuration;
  key: string;
  summary: string;
}

/**
 * Checks a configuration the way the configurator does, on the server: the article must be
 * configurable and the choice must keep every rule. The answer's code names the first broken rule
 * ('configuration_length_below_minimum', …) so the shop can say it in Swedish.
 */
export function checkConfiguredLine(model: ConfigurationModel | undefined, configuration: Configuration): ConfiguredLine | { error: string } {
  if (!model) return { error: 'not_configurable' };
  const problem = configurationProblems(model, configuration)[0];
  if (problem) return { error: `configuration_${problem.code}` };
  const normalized = normalizeConfiguration(model, configuration);
  return { configuration: normalized, key: configurationKey(normalized), summary: configurationSummary(model, normalized) };
}

/** The configuration a stored line carries (its JSON column), or null for a plain line. */
export function storedConfiguration(json: string | null | undefined): Configuration | null {
  if (!json) return null;
  const parsed = ConfigurationSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}
