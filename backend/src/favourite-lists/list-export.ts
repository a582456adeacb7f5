import { todayInStockholm } from '../../../domain/calendar';
import type { PermissionDeny } from '../../../domain/auth/roles';
import { loadVariantsByArticleNumbers } from '../catalogue/variant-repository';
import { seesPrices } from '../commerce/customer-access';
import { loadPriceBook } from '../commerce/price-repository';
import type { ExportFile } from '../cart/cart-export';
import { writeCsv, writeXlsx, CSV_TYPE, XLSX_TYPE, type OutCell } from '../spreadsheet/write-spreadsheet';
import type { ItemRow } from './list-repository';

const HEADER = ['Artikelnummer', 'Benämning', 'Antal', 'Enhet'];
const PRICE_HEADER = ['Nettopris', 'Tillägg legering'];

/**
 * A list's lines as a spreadsheet the cart's and the list's imports read back (article number and
 * quantity by header). Today's unit prices only for buyers allowed to see prices.
 */
export async function exportListLines(db: D1Database, access: { customerId: string; permissionDenies: readonly PermissionDeny[] }, items: readonly ItemRow[], format: 'xlsx' | 'csv', name: string): Promise<ExportFile> {
  const articleNumbers = [...new Set(items.map((item) => item.article_number))];
  const withPrices = seesPrices(access);
  const [rows, book] = await Promise.all([loadVariantsByArticleNumbers(db, articleNumbers), withPrices ? loadPriceBook(db, access.customerId, articleNumbers, todayInStockholm()) : null]);
  const byArticle = new Map(rows.map((row) => [row.article_number, row]));
  const table = items.map((item): OutCell[] => {
    const row = byArticle.get(item.article_number);
    const base: OutCell[] = [item.article_number, row?.name ?? '', item.quantity, row?.unit ?? ''];
    if (!book) return base;
    const price = row ? book.price(row, item.quantity) : null;
    return [...base, price?.netPrice ?? null, price?.alloyingPrice ?? null];
  });
  const header = withPrices ? [...HEADER, ...PRICE_HEADER] : HEADER;
  return format === 'csv'
    ? { body: writeCsv(header, table), contentType: CSV_TYPE, filename: `${name}.csv` }
    : { body: await writeXlsx('Inköpslista', header, table), contentType: XLSX_TYPE, filename: `${name}.xlsx` };
}
