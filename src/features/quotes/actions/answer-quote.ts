'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { answerQuote as answerQuoteCall } from '../../../lib/upstream/quotes/change-quote';
import { parsePriceInput } from '../price-input';
import type { QuoteActionState } from '../quote-action-state';
import { quoteFailure } from '../quote-failure';
import { asQuoteUser, QUOTE_ID } from '../quote-user';

const ITEM_ID = /^qi[0-9a-f]{18}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The seller's answer from the quote page: a price per line (fields `price:<line id>`), a
 * discount on the total, a validity date and a message. Prices are read in Swedish form and
 * checked here for a Swedish message; the backend checks them again (a tampered post is a 400).
 */
export const answerQuote = parsedAction(formActionArgs<QuoteActionState>(), (failure): QuoteActionState => failure, async (_previous, form): Promise<QuoteActionState> => {
  try {
    requireSession();
    const quoteId = String(form.get('quoteId') ?? '');
    if (!QUOTE_ID.test(quoteId)) return { status: 'invalid', message: t('errors.bad_request') };
    const lines: { itemId: string; price: number }[] = [];
    for (const [name, value] of form.entries()) {
      if (!name.startsWith('price:')) continue;
      const itemId = name.slice('price:'.length);
      const price = parsePriceInput(String(value));
      if (!ITEM_ID.test(itemId) || price === null) return { status: 'invalid', message: t('quotes.answer.invalidPrice') };
      lines.push({ itemId, price });
    }
    if (lines.length === 0) return { status: 'invalid', message: t('quotes.answer.invalidPrice') };
    const discountText = String(form.get('discountPercent') ?? '').trim().replace(',', '.');
    const discount = discountText === '' ? undefined : Number(discountText);
    if (discount !== undefined && (!/^\d{1,2}(\.\d{1,2})?$/.test(discountText) || discount > 50)) return { status: 'invalid', message: t('quotes.answer.invalidDiscount') };
    const validUntil = String(form.get('validUntil') ?? '');
    if (!DATE.test(validUntil)) return { status: 'invalid', message: t('quotes.answer.invalidDate') };
    const message = String(form.get('message') ?? '').trim().slice(0, 2_000) || undefined;
    await asQuoteUser((access) => answerQuoteCall(access.commerce, { token: access.token, customerId: access.customerId, quoteId, lines, discountPercent: discount, validUntil, message }));
    // The page shows the quote as it is now: status, prices and the thread's new message.
    rerenderRoute(href('mina-sidor-offert', { id: quoteId }));
    return { status: 'done', message: t('quotes.answer.done') };
  } catch (error) {
    return quoteFailure(error);
  }
});
