import 'server-only';
import { getPermissions } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { RequestQuoteForm, type QuoteSource } from './request-quote-form';
import '../quotes.css';

/**
 * "Begär offert" on the cart page (no source named) or a shopping list; not there at all under
 * EJ_SKAPA_OFFERT (the service refuses too).
 */
export function RequestQuotePanel({ listId }: { listId?: string }) {
  if (!getPermissions().createQuotes) return null;
  const source: QuoteSource = listId ? { kind: 'list', listId } : { kind: 'cart' };
  return (
    <RequestQuoteForm
      requestKey={crypto.randomUUID()}
      source={source}
      texts={{
        heading: t('quotes.request.heading'),
        hint: t(listId ? 'quotes.request.listHint' : 'quotes.request.hint'),
        message: t('quotes.request.message'),
        reference: t('quotes.request.reference'),
        submit: t('quotes.request.submit'),
        open: t('quotes.request.open'),
        scopeAll: t('quotes.request.scopeAll'),
        scopeChosen: t('quotes.request.scopeChosen'),
        scopeChosenOne: t('quotes.request.scopeChosenOne'),
      }}
    />
  );
}
