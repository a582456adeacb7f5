'use server';

import { z } from 'zod';
import { actionFailure, parsedAction, requireSession } from '../../../lib/request';
import { exportCartItems } from '../../../lib/upstream/cart/export-cart-items';
import { asCartUser, currentCart } from '../cart-access';

export type ExportAnswer = { ok: true; filename: string; contentType: string; base64: string } | { ok: false; message: string };

/** The cart service holds at most 2,000 lines; one export sends at most 1,000 ids. */
const MAX_IDS = 2_000;
const EXPORTED_IDS = 1_000;
const ExportArgs = z.tuple([z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).max(MAX_IDS), z.enum(['xlsx', 'csv'])]);

/** Bytes as base64 without Buffer (workerd): the client turns it back into a download. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** Export of the chosen lines (all when none are chosen) as .xlsx or .csv. */
export const exportCartLines = parsedAction(ExportArgs, (failure): ExportAnswer => ({ ok: false, message: failure.message }), async (cartItemIds, format): Promise<ExportAnswer> => {
  try {
    requireSession();
    const ids = cartItemIds.slice(0, EXPORTED_IDS);
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      const own = ids.filter((id) => cart.cartItems.some((item) => item.cartItemId === id));
      const file = await exportCartItems(access.cartService, { token: access.token, cartId: cart.cartId, cartItemIds: own.length > 0 ? own : undefined, format });
      return { ok: true, filename: file.filename, contentType: file.contentType, base64: toBase64(file.bytes) };
    });
  } catch (error) {
    return { ok: false, message: actionFailure(error, 'errors.cart_generate_file').message };
  }
});
