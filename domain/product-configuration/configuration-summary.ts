import type { Configuration, ConfigurationModel } from './configuration-model';
import { packagingOf } from './configuration-rules';

/** "37", "37,5": metres as a Swedish buyer writes them. */
export const formatMetres = (metres: number): string => (Math.round(metres * 1000) / 1000).toLocaleString('sv-SE', { maximumFractionDigits: 3 }).replace(/\u00a0/g, ' ');

/**
 * The readable summary a configured line carries everywhere it goes (cart, order, OCI long text,
 * export): "Kapad längd 37 m, på trumma". Built where the line is stored, so an order keeps the
 * words the buyer read even if the article's options change later.
 */
export function configurationSummary(model: ConfigurationModel, configuration: Configuration): string {
  const packaging = packagingOf(model, configuration.packaging);
  return `Kapad längd ${formatMetres(configuration.length)} m${packaging ? `, ${packaging.label}` : ''}`;
}
