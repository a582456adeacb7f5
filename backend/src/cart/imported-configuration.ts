import { readConfigurationSummary, type Configuration } from '../../../domain/product-configuration';
import { loadConfigurationModels } from '../configuration/configuration-repository';
import type { ImportLine, RowFailure } from '../spreadsheet/import-rows';

export type ConfiguredImportLine = Omit<ImportLine, 'configuration'> & { configuration?: Configuration };

/**
 * The "Konfiguration" column of an imported cart file read back (decision 035): a row that names
 * a cut length becomes a configured line of that many pieces, as it was exported. A row whose text
 * is no summary of that article's choices, or whose article cannot be configured, is refused as a
 * whole: read as a plain line, two pieces of 37 m would become two metres. Whether the length keeps
 * the article's rules is checked where every configured line is (addLines).
 */
export async function readImportedConfigurations(db: D1Database, lines: readonly ImportLine[]): Promise<{ lines: ConfiguredImportLine[]; failures: RowFailure[] }> {
  const models = await loadConfigurationModels(db, lines.flatMap((line) => (line.configuration ? [line.articleNumber] : [])));
  const read: ConfiguredImportLine[] = [];
  const failures: RowFailure[] = [];
  for (const { configuration: text, ...line } of lines) {
    if (text === undefined) {
      read.push(line);
      continue;
    }
    const model = models.get(line.articleNumber);
    const configuration = model ? readConfigurationSummary(model, text) : null;
    if (configuration) read.push({ ...line, configuration });
    else failures.push({ id: line.articleNumber, row: line.row, articleNumber: line.articleNumber, code: 'invalid_configuration' });
  }
  return { lines: read, failures };
}
