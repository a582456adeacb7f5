'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { sendQuoteMessage as sendQuoteMessageCall } from '../../../lib/upstream/quotes/change-quote';
import type { QuoteActionState } from '../quote-action-state';
import { quoteFailure } from '../quote-failure';
import { asQuoteUser, QUOTE_ID } from '../quote-user';

/** A message in the quote's thread, from the buyer or the seller, in any status. */
export const sendQuoteMessage = parsedAction(formActionArgs<QuoteActionState>(), (failure): QuoteActionState => failure, async (_previous, form): Promise<QuoteActionState> => {
  try {
    requireSession();
    const quoteId = String(form.get('quoteId') ?? '');
    if (!QUOTE_ID.test(quoteId)) return { status: 'invalid', message: t('errors.bad_request') };
    const message = String(form.get('message') ?? '').trim();
    if (!message) return { status: 'invalid', message: t('quotes.message.empty') };
    await asQuoteUser((access) => sendQuoteMessageCall(access.commerce, { token: access.token, customerId: access.customerId, quoteId, message: message.slice(0, 2_000) }));
    // The page shows the quote as it is now: status, prices and the thread's new message.
    rerenderRoute(href('mina-sidor-offert', { id: quoteId }));
    return { status: 'done', message: t('quotes.message.sent') };
  } catch (error) {
    return quoteFailure(error);
  }
});
