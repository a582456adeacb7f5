'use server';

import { z } from 'zod';
import { parsedAction, requireSession } from '../../../lib/request';
import { exportFavoriteList } from '../../../lib/upstream/favorite-lists/export-favorite-list';
import { listFailure } from '../list-failure';
import { ItemIdField, ListIdField } from '../list-id';
import { asListUser } from '../list-user';

export type ListExportAnswer = { ok: true; filename: string; contentType: string; base64: string } | { ok: false; message: string };

const ExportArgs = z.tuple([ListIdField, z.array(ItemIdField).max(1_000), z.enum(['xlsx', 'csv'])]);

/** Bytes as base64 without Buffer (workerd): the client turns it back into a download. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The list (or its chosen lines) as .xlsx or .csv, the cart's export format. */
export const exportList = parsedAction(ExportArgs, (failure): ListExportAnswer => ({ ok: false, message: failure.message }), async (listId, itemIds, format): Promise<ListExportAnswer> => {
  try {
    requireSession();
    const file = await asListUser((user) => exportFavoriteList(user.commerce, { token: user.token, listId, itemIds: itemIds.length > 0 ? itemIds : undefined, format }));
    return { ok: true, filename: file.filename, contentType: file.contentType, base64: toBase64(file.bytes) };
  } catch (error) {
    return { ok: false, message: listFailure(error, 'errors.cart_generate_file').message };
  }
});
