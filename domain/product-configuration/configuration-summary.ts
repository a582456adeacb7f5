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
  return `${CUT_LENGTH} ${formatMetres(configuration.length)} m${packaging ? `, ${packaging.label}` : ''}`;
}

const CUT_LENGTH = 'Kapad längd';
const SUMMARY = new RegExp(String.raw`^${CUT_LENGTH}\s+(\d[\d\s]*(?:[,.]\d+)?)\s*m(?:\s*,\s*(.+))?$`, 'i');

/**
 * The configuration a summary names, read back (a spreadsheet's "Konfiguration" column, where a
 * buyer may also have typed a new length): "Kapad längd 37,5 m, på trumma" for this article.
 * Null when the text is no summary or names a delivery form the article does not have; whether
 * the length keeps the article's rules is configurationProblems' job.
 */
export function readConfigurationSummary(model: ConfigurationModel, text: string): Configuration | null {
  const match = SUMMARY.exec(text.normalize('NFC').replace(/\u00a0/g, ' ').trim());
  if (!match) return null;
  const length = Number(match[1]!.replace(/\s/g, '').replace(',', '.'));
  if (!Number.isFinite(length)) return null;
  const label = match[2]?.trim().toLowerCase();
  if (label === undefined) return { length };
  const packaging = model.packaging.find((option) => option.label.toLowerCase() === label);
  return packaging ? { length, packaging: packaging.code } : null;
}
