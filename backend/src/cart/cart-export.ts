import { todayInStockholm } from '../../../domain/calendar';
import { loadVariantsByArticleNumbers } from '../catalogue/variant-repository';
import { seesPrices } from '../commerce/customer-access';
import { loadPriceBook } from '../commerce/price-repository';
import { loadConfigurationModels } from '../configuration/configuration-repository';
import { storedConfiguration } from '../configuration/configured-line';
import { configuredPrice } from '../configuration/configured-price';
import type { PermissionDeny } from '../../../domain/auth/roles';
import { writeCsv, writeXlsx, CSV_TYPE, XLSX_TYPE, type OutCell } from '../spreadsheet/write-spreadsheet';
import type { CartContents } from './cart-repository';

export interface ExportFile {
  body: Uint8Array<ArrayBuffer> | string;
  contentType: string;
  filename: string;
}

// "Konfiguration" last of the line's facts: the import reads its columns by header and ignores it.
const HEADER = ['Artikelnummer', 'Benämning', 'Antal', 'Enhet', 'Märkning', 'Leverans', 'Önskat leveransdatum', 'Konfiguration'];
const PRICE_HEADER = ['Nettopris', 'Tillägg legering', 'Summa'];

const roundKronor = (value: number) => Math.round(value * 100) / 100;

/**
 * The chosen lines as a spreadsheet the import reads back (article number and quantity are the
 * first columns by header). Prices are the customer's, with the quantity's bracket, and only for
 * buyers allowed to see them (EJ_SE_PRISER gets the same file without price columns). A configured
 * line (decision 035) is pieces: its summary in "Konfiguration", unit ST and the price of one cut
 * piece, as the cart and the order price it.
 */
export async function exportLines(
  db: D1Database,
  access: { customerId: string; permissionDenies: readonly PermissionDeny[] },
  { items, deliveries }: CartContents,
  format: 'xlsx' | 'csv',
): Promise<ExportFile> {
  const articleNumbers = [...new Set(items.map((item) => item.article_number))];
  const today = todayInStockholm();
  const withPrices = seesPrices(access);
  const configured = items.flatMap((item) => (item.configuration ? [item.article_number] : []));
  const [rows, book, models] = await Promise.all([
    loadVariantsByArticleNumbers(db, articleNumbers),
    withPrices ? loadPriceBook(db, access.customerId, articleNumbers, today) : null,
    loadConfigurationModels(db, configured),
  ]);
  const byArticle = new Map(rows.map((row) => [row.article_number, row]));
  const dates = new Map(deliveries.map((delivery) => [delivery.delivery_id, delivery.requested_delivery_date]));
  const table = items.map((item): OutCell[] => {
    const row = byArticle.get(item.article_number);
    const configuration = storedConfiguration(item.configuration);
    const model = models.get(item.article_number);
    const unit = configuration ? 'ST' : (row?.unit ?? '');
    const base: OutCell[] = [item.article_number, row?.name ?? '', item.quantity, unit, item.label || null, item.delivery_id, dates.get(item.delivery_id) ?? null, item.configuration_summary || null];
    if (!book) return base;
    const plain = row ? book.price(row, configuration ? null : item.quantity) : null;
    const price = plain && configuration ? (model ? configuredPrice(plain, model, configuration) : null) : plain;
    const net = price?.netPrice ?? null;
    const alloying = price?.alloyingPrice ?? null;
    return [...base, net, alloying, net === null ? null : roundKronor((net + (alloying ?? 0)) * item.quantity)];
  });
  const header = withPrices ? [...HEADER, ...PRICE_HEADER] : HEADER;
  const name = `varukorg-${today}`;
  return format === 'csv'
    ? { body: writeCsv(header, table), contentType: CSV_TYPE, filename: `${name}.csv` }
    : { body: await writeXlsx('Varukorg', header, table), contentType: XLSX_TYPE, filename: `${name}.xlsx` };
}
