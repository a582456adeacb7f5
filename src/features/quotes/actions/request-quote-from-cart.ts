'use server';

import { z } from 'zod';
import { formActionArgs, getRequestContext, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { requestQuote } from '../../../lib/upstream/quotes/request-quote';
import { asCartUser, currentCart } from '../../cart/server';
import type { QuoteActionState } from '../quote-action-state';
import { quoteFailure } from '../quote-failure';

const RequestForm = z.object({
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  message: z.string().max(2_000),
  reference: z.string().max(60),
});

/**
 * "Begär offert" on the cart page: every cart line (the same article on two deliveries as one
 * line) into a quote request. The lines are read from the cart on the server, never the form;
 * the form's request key makes a double post one quote.
 */
export const requestQuoteFromCart = parsedAction(formActionArgs<QuoteActionState>(), (failure): QuoteActionState => failure, async (_previous, form): Promise<QuoteActionState> => {
  const requestKey = String(form.get('requestKey') ?? '');
  try {
    requireSession();
    const parsed = RequestForm.safeParse({ requestKey, message: String(form.get('message') ?? ''), reference: String(form.get('reference') ?? '') });
    if (!parsed.success) return { status: 'invalid', message: t('errors.bad_request'), requestKey };
    const { brand } = getRequestContext();
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      if (cart.cartItems.length === 0) return { status: 'invalid', message: t('quotes.request.empty'), requestKey };
      const merged = new Map<string, number>();
      for (const item of cart.cartItems) merged.set(item.articleNumber, (merged.get(item.articleNumber) ?? 0) + item.quantity);
      const quote = await requestQuote(access.commerce, {
        token: access.token,
        customerId: access.customerId,
        projectId: access.projectId,
        brand: brand.id,
        requestKey: parsed.data.requestKey,
        lines: [...merged].map(([articleNumber, quantity]) => ({ articleNumber, quantity })),
        message: parsed.data.message.trim() || undefined,
        reference: parsed.data.reference.trim() || undefined,
      });
      return { status: 'done', message: t('quotes.request.done', { number: quote.quoteNumber }), quoteHref: href('mina-sidor-offert', { id: quote.quoteId }), requestKey: crypto.randomUUID() };
    });
  } catch (error) {
    return { ...quoteFailure(error), requestKey };
  }
});
