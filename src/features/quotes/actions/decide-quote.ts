'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { acceptQuote, declineQuote } from '../../../lib/upstream/quotes/change-quote';
import type { QuoteActionState } from '../quote-action-state';
import { quoteFailure } from '../quote-failure';
import { asCartUser, currentCart } from '../../cart/server';
import { addedLines, cartChangeAnalytics } from '../../analytics/server';
import { QUOTE_ID } from '../quote-user';

/**
 * The buyer's decision on an answered quote: "accept" puts its lines in the cart at the quoted
 * prices (the backend does both), "decline" closes it. Either is a message in the thread.
 */
export const decideQuote = parsedAction(formActionArgs<QuoteActionState>(), (failure): QuoteActionState => failure, async (_previous, form): Promise<QuoteActionState> => {
  try {
    requireSession();
    const quoteId = String(form.get('quoteId') ?? '');
    const decision = String(form.get('decision') ?? '');
    if (!QUOTE_ID.test(quoteId) || (decision !== 'accept' && decision !== 'decline')) return { status: 'invalid', message: t('errors.bad_request') };
    const message = String(form.get('message') ?? '').trim().slice(0, 2_000) || undefined;
    const { analytics } = await asCartUser(async (access): Promise<Pick<QuoteActionState, 'analytics'>> => {
      const input = { token: access.token, customerId: access.customerId, quoteId, message };
      if (decision === 'decline') {
        await declineQuote(access.commerce, input);
        return {};
      }
      // The lines join the delivery the cart already has (the buyer's pickup store, say), not a new one.
      const cart = await currentCart(access);
      await acceptQuote(access.commerce, { ...input, deliveryId: cart.deliveries[0]?.deliveryId });
      // add_to_cart like every other cart change: what the cart holds now against before (a line
      // the cart already had grows by the quote's quantity). The accept stands even if this fails.
      const after = await currentCart(access).catch(() => cart);
      return cartChangeAnalytics(access, 'add_to_cart', addedLines(cart.cartItems, after.cartItems));
    });
    // The page shows the quote as it is now: status, prices and the thread's new message.
    rerenderRoute(href('mina-sidor-offert', { id: quoteId }));
    if (decision === 'decline') return { status: 'done', message: t('quotes.decide.declined') };
    return { status: 'done', message: t('quotes.decide.accepted'), quoteHref: href('cart'), ...(analytics ? { analytics } : {}) };
  } catch (error) {
    return quoteFailure(error);
  }
});
