'use server';

import { actionFailure, requireSession } from '../../../lib/request';
import { exportCartItems } from '../../../lib/upstream/cart/export-cart-items';
import { asCartUser, currentCart } from '../cart-access';

export type ExportAnswer = { ok: true; filename: string; contentType: string; base64: string } | { ok: false; message: string };

const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Bytes as base64 without Buffer (workerd): the client turns it back into a download. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** Export of the chosen lines (all when none are chosen) as .xlsx or .csv. */
export async function exportCartLines(cartItemIds: string[], format: 'xlsx' | 'csv'): Promise<ExportAnswer> {
  try {
    requireSession();
    const ids = Array.isArray(cartItemIds) ? cartItemIds.filter((id) => typeof id === 'string' && ITEM_ID.test(id)).slice(0, 1_000) : [];
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      const own = ids.filter((id) => cart.cartItems.some((item) => item.cartItemId === id));
      const file = await exportCartItems(access.cartService, { token: access.token, cartId: cart.cartId, cartItemIds: own.length > 0 ? own : undefined, format: format === 'csv' ? 'csv' : 'xlsx' });
      return { ok: true, filename: file.filename, contentType: file.contentType, base64: toBase64(file.bytes) };
    });
  } catch (error) {
    return { ok: false, message: actionFailure(error, 'errors.cart_generate_file').message };
  }
}
