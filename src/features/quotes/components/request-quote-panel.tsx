import 'server-only';
import { getPermissions } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { RequestQuoteForm } from './request-quote-form';
import '../quotes.css';

/** The cart page's "Begär offert"; not there at all under EJ_SKAPA_OFFERT (the service refuses too). */
export function RequestQuotePanel() {
  if (!getPermissions().createQuotes) return null;
  return (
    <RequestQuoteForm
      requestKey={crypto.randomUUID()}
      texts={{ heading: t('quotes.request.heading'), hint: t('quotes.request.hint'), message: t('quotes.request.message'), reference: t('quotes.request.reference'), submit: t('quotes.request.submit'), open: t('quotes.request.open') }}
    />
  );
}
