'use server';

import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { asCartUser, currentCart } from '../../cart/server';
import type { QuoteActionState } from '../quote-action-state';
import { quoteFailure } from '../quote-failure';
import { chosenIds, readRequestFields, sendQuoteRequest } from '../send-quote-request';

/**
 * "Begär offert" on the cart page: the ticked cart lines (`cartItemId`), or every line when none
 * is ticked, into a quote request. The lines are read from the cart on the server; the form only
 * says which. The form's request key makes a double post one quote.
 */
export const requestQuoteFromCart = parsedAction(formActionArgs<QuoteActionState>(), (failure): QuoteActionState => failure, async (_previous, form): Promise<QuoteActionState> => {
  const requestKey = String(form.get('requestKey') ?? '');
  try {
    requireSession();
    const fields = readRequestFields(form);
    if (!fields.success) return { status: 'invalid', message: t('errors.bad_request'), requestKey };
    const chosen = chosenIds(form, 'cartItemId');
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      if (cart.cartItems.length === 0) return { status: 'invalid', message: t('quotes.request.empty'), requestKey };
      const lines = cart.cartItems.filter((item) => chosen.size === 0 || chosen.has(item.cartItemId));
      if (lines.length === 0) return { status: 'invalid', message: t('quotes.request.chosenGone'), requestKey };
      return await sendQuoteRequest(access, lines, fields.data);
    });
  } catch (error) {
    return { ...quoteFailure(error), requestKey };
  }
});
