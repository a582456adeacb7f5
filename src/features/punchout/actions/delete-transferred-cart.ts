'use server';

import { noArgs, parsedAction } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { asCartUser, currentCart } from '../../cart/server';

import { UpstreamError } from '../../../lib/upstream';
import { setCartStatus } from '../../../lib/upstream/cart/set-cart-status';

import { currentPunchoutSettings } from '../load-transfer';

export interface DeleteTransferredCartState {
  status: 'idle' | 'done' | 'failed';
  message: string;
}

/**
 * After the transfer form is on its way: the cart now lives in the requisition, so the shop's
 * copy is retired (PUT /v2/cart/{id}/status DELETED) and the next read starts an empty one.
 * Only inside a punch-out session; the cart id is never taken from the browser.
 */
export const deleteTransferredCart = parsedAction(noArgs(), (failure): DeleteTransferredCartState => ({ status: 'failed', message: failure.message }), async (): Promise<DeleteTransferredCartState> => {
  if (!currentPunchoutSettings()) return { status: 'failed', message: t('errors.internal_server_error') };
  try {
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      await setCartStatus(access.cartService, { token: access.token, cartId: cart.cartId, status: 'DELETED' });
      return { status: 'done', message: '' };
    });
  } catch (error) {
    if (error instanceof UpstreamError) return { status: 'failed', message: t('errors.internal_server_error') };
    throw error;
  }
});
