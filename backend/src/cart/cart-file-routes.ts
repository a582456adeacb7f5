import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { errorBody, notFound } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { validateJson, validateParams } from '../lib/validate';
import { importLines, IMPORT_ROW_LIMIT } from '../spreadsheet/import-rows';
import { readSpreadsheet } from '../spreadsheet/read-spreadsheet';
import { SpreadsheetError } from '../spreadsheet/spreadsheet-error';
import { addLines } from './add-items';
import { limitCartJson, MAX_UPLOAD_BYTES, readLimitedBody } from './body-limits';
import { loadOwnedCart, loadWritableCart, permissionFor } from './cart-access';
import { exportLines } from './cart-export';
import { readImportedConfigurations } from './imported-configuration';
import { loadCartContents } from './cart-repository';
import { CartParams, DeliveryIdText, ExportBody, LABEL_MAX } from './cart-schemas';
import { DELIVERY_ID_PATTERN } from './delivery-id';

/** Spreadsheet import into a cart and export of chosen lines (spec point 7). */
export const cartFileRoutes = createRouter<AuthEnv>();

export const fileProblem = (error: SpreadsheetError) => ({ ...errorBody(error.status, error.code, error.message), errors: [{ id: error.id, code: error.code }] });

// Shared with the favourite lists' import (favourite-lists/list-file-routes.ts). Multipart adds a little to the file itself. The body is read first, before the token or the
// cart is looked at, so every answer (401 and 404 included) comes after the client has sent
// all it meant to send; a body past the limit is counted and drained, never kept.
const MULTIPART_ROOM = 64 * 1024;

export const readUploadBody = (): MiddlewareHandler =>
  async function readUploadBody(c, next) {
    const body = await readLimitedBody(c.req.raw, MAX_UPLOAD_BYTES + MULTIPART_ROOM).catch(() => null);
    if (body === null) return c.json(errorBody(400, 'invalid_request', 'The upload could not be read'), 400);
    if (body === 'too_large') return c.json(fileProblem(new SpreadsheetError('FILE_TOO_LARGE', 'file_too_large', 'The file is too large')), 413);
    c.req.raw = new Request(c.req.raw, { body });
    await next();
  };

const UploadFields = z.object({
  deliveryId: DeliveryIdText.toUpperCase().regex(DELIVERY_ID_PATTERN, 'Expected a delivery id').optional(),
  file: z.instanceof(File, { message: 'Expected a file in the field "file"' }),
});

cartFileRoutes.post('/v2/cart/:cartId/upload', readUploadBody(), requireAuth(), validateParams(CartParams), async (c) => {
  const now = Date.now();
  const cart = await loadWritableCart(c.env.DB, c.var.auth, c.req.valid('param').cartId, now);
  const form = await c.req.formData().catch(() => null);
  const fields = UploadFields.safeParse(form ? { deliveryId: form.get('deliveryId') ?? undefined, file: form.get('file') } : {});
  if (!fields.success) return c.json(errorBody(400, 'invalid_request', 'Expected multipart/form-data with a file and a deliveryId'), 400);
  try {
    const table = await readSpreadsheet(new Uint8Array(await fields.data.file.arrayBuffer()), IMPORT_ROW_LIMIT + 1);
    const rows = importLines(table, LABEL_MAX);
    const { lines, failures: unread } = await readImportedConfigurations(c.env.DB, rows.lines);
    const failures = [...rows.failures, ...unread];
    const denies = permissionFor(c.var.auth, cart.customer_id).permissionDenies;
    const rowOf = new Map(lines.map((line) => [String(line.row), line]));
    const result = await addLines(
      c.env.DB,
      cart.id,
      lines.map((line) => ({ id: String(line.row), articleNumber: line.articleNumber, quantity: line.quantity, deliveryId: fields.data.deliveryId, label: line.label, configuration: line.configuration })),
      now,
      { limited: denies.includes('EJ_ALLA_LEVERANSSATT') },
    );
    const errors = [
      ...failures,
      ...result.errors.map((error) => ({ id: error.articleNumber || error.id, row: rowOf.get(error.id)?.row ?? Number(error.id), articleNumber: error.articleNumber, code: error.code })),
    ].sort((a, b) => a.row - b.row);
    const body = { cartId: cart.id, importedRows: lines.length - result.errors.length, cartItems: result.cartItems, errors };
    if (result.cartItems.length > 0 || errors.length === 0) return c.json(body, 200);
    const allLimit = errors.every((error) => error.code === 'CART_LIMIT');
    const status = allLimit ? 409 : 422;
    return c.json({ ...errorBody(status, allLimit ? 'CART_LIMIT' : 'wrong_import', 'No row of the file could be imported'), ...body }, status);
  } catch (error) {
    if (error instanceof SpreadsheetError) return c.json(fileProblem(error), error.status);
    throw error;
  }
});

cartFileRoutes.post('/v2/cart/:cartId/export', requireAuth(), validateParams(CartParams), limitCartJson(), validateJson(ExportBody), async (c) => {
  const cart = await loadOwnedCart(c.env.DB, c.var.auth, c.req.valid('param').cartId);
  const { cartItemIds, format } = c.req.valid('json');
  const contents = await loadCartContents(c.env.DB, cart.id);
  const wanted = cartItemIds ? new Set(cartItemIds) : null;
  const items = wanted ? contents.items.filter((item) => wanted.has(item.id)) : contents.items;
  if (items.length === 0) throw notFound('No such lines in the cart');
  const access = { customerId: cart.customer_id, permissionDenies: permissionFor(c.var.auth, cart.customer_id).permissionDenies };
  const file = await exportLines(c.env.DB, access, { ...contents, items }, format);
  return c.body(file.body, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'private, no-store',
  });
});
