import { z } from 'zod';
import { todayInStockholm } from '../../../domain/calendar';
import { errorBody } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { validateJson, validateParams } from '../lib/validate';
import { fileProblem, readUploadBody } from '../cart/cart-file-routes';
import { limitCartJson } from '../cart/body-limits';
import { CUSTOMER_HEADER } from '../commerce/customer-access';
import { importLines, IMPORT_ROW_LIMIT } from '../spreadsheet/import-rows';
import { readSpreadsheet } from '../spreadsheet/read-spreadsheet';
import { SpreadsheetError } from '../spreadsheet/spreadsheet-error';
import { addArticles } from './add-articles';
import { editableList, listNotFound, readableList } from './list-access';
import { exportListLines } from './list-export';
import { loadItems } from './list-repository';
import { ItemId, LIST_LINE_LIMIT, ListParams } from './list-schemas';
import { toItemView } from './list-view';

/**
 * Spreadsheet import into a list and export of a list: the cart's spreadsheet code (same columns,
 * same limits: 1,000 rows, 4 MB, zip bombs refused), so a file exported from either imports into
 * either. Not in spec point 7, which leaves the list's file calls open.
 */
export const listFileRoutes = createRouter<AuthEnv>();

const UploadFields = z.object({ file: z.instanceof(File, { message: 'Expected a file in the field "file"' }) });

listFileRoutes.post('/v2/favorites/:id/upload', readUploadBody(), requireAuth(), validateParams(ListParams), async (c) => {
  const list = await editableList(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const form = await c.req.formData().catch(() => null);
  const fields = UploadFields.safeParse(form ? { file: form.get('file') } : {});
  if (!fields.success) return c.json(errorBody(400, 'invalid_request', 'Expected multipart/form-data with a file'), 400);
  try {
    const table = await readSpreadsheet(new Uint8Array(await fields.data.file.arrayBuffer()), IMPORT_ROW_LIMIT + 1);
    const rows = importLines(table, 10_000);
    // A list keeps articles, not cut lengths: a configured row (a cart's export) read as a plain
    // one would turn pieces into metres, so it is refused.
    const lines = rows.lines.filter((line) => line.configuration === undefined);
    const configured = rows.lines.filter((line) => line.configuration !== undefined).map((line) => ({ id: line.articleNumber, row: line.row, articleNumber: line.articleNumber, code: 'invalid_configuration' as const }));
    const failures = [...rows.failures, ...configured];
    const rowOf = new Map(lines.map((line) => [String(line.row), line.row]));
    const result = await addArticles(c.env.DB, list.id, lines.map((line) => ({ id: String(line.row), articleNumber: line.articleNumber, quantity: line.quantity })), Date.now(), 'increment');
    if (result.listGone) throw listNotFound();
    const errors = [...failures, ...result.errors.map((error) => ({ id: error.articleNumber || error.id, row: rowOf.get(error.id) ?? Number(error.id), articleNumber: error.articleNumber, code: error.code }))].sort((a, b) => a.row - b.row);
    const body = { favoriteId: list.id, importedRows: lines.length - result.errors.length, favoriteItems: result.favoriteItems.map(toItemView), errors };
    if (result.favoriteItems.length > 0 || errors.length === 0) return c.json(body, 200);
    const allLimit = errors.every((error) => error.code === 'LIST_LIMIT');
    const status = allLimit ? 409 : 422;
    return c.json({ ...errorBody(status, allLimit ? 'LIST_LIMIT' : 'wrong_import', 'No row of the file could be imported'), ...body }, status);
  } catch (error) {
    if (error instanceof SpreadsheetError) {
      // The cart's "too many rows" is CART_LIMIT; a list's is LIST_LIMIT.
      const problem = fileProblem(error);
      return c.json(error.id === 'CART_LIMIT' ? { ...problem, errors: [{ id: 'LIST_LIMIT', code: error.code }] } : problem, error.status);
    }
    throw error;
  }
});

const ExportBody = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx'), favoriteItemIds: z.array(ItemId).max(LIST_LINE_LIMIT).optional() });

listFileRoutes.post('/v2/favorites/:id/export', requireAuth(), validateParams(ListParams), limitCartJson(), validateJson(ExportBody), async (c) => {
  const list = await readableList(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const { format, favoriteItemIds } = c.req.valid('json');
  const all = await loadItems(c.env.DB, list.id, { offset: 0, limit: LIST_LINE_LIMIT });
  const wanted = favoriteItemIds?.length ? new Set(favoriteItemIds) : null;
  const items = wanted ? all.filter((item) => wanted.has(item.id)) : all;
  const permission = c.var.auth.customerPermissions.find((p) => p.customerId === list.customer_id);
  const file = await exportListLines(c.env.DB, { customerId: list.customer_id, permissionDenies: permission?.permissionDenies ?? [] }, items, format, `inkopslista-${todayInStockholm()}`);
  return c.body(file.body, 200, { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.filename}"`, 'Cache-Control': 'private, no-store' });
});
