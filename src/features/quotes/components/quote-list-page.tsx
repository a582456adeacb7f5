import 'server-only';
import { PageTitle } from '../../../components/page-title';
import { ServiceUnavailable } from '../../../components/feedback/service-unavailable';
import { formatDate, formatPrice } from '../../../lib/format';
import { getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import { getQuotes } from '../../../lib/upstream/quotes/get-quotes';
import { QUOTE_STATUSES, type QuotePage } from '../../../lib/upstream/quotes/quote-schemas';
import { parseQuoteListQuery, quoteListParams, QUOTES_PAGE_SIZE, type QuoteListQuery } from '../quote-list-query';
import { asQuoteUser } from '../quote-user';
import '../quotes.css';

/**
 * /mina-sidor/offerter: the quotes of the customer the user works in, with a status filter,
 * search and paging in the URL (a GET form). A seller sees the requests of the customer they
 * serve in the same list and answers from the quote page.
 */
export async function QuoteListPage({ search }: { search: URLSearchParams }) {
  const { session } = getRequestContext();
  const query = parseQuoteListQuery(search);
  const seller = session?.role === 'SELLER_ADMIN' || session?.role === 'SITE_ADMIN';
  const page = await asQuoteUser((access) =>
    getQuotes(access.commerce, { token: access.token, customerId: access.customerId, status: query.status, q: query.q, limit: QUOTES_PAGE_SIZE, offset: (query.page - 1) * QUOTES_PAGE_SIZE }),
  ).catch((error: unknown): 'down' => {
    if (error instanceof UpstreamError) return 'down';
    throw error;
  });
  return (
    <section className="page quotes-page">
      <PageTitle title={t('routes.quotes')} />
      <h1 className="page__title">{t('routes.quotes')}</h1>
      <p>{seller ? t('quotes.list.sellerIntro') : t('quotes.list.intro')}</p>
      <form method="get" action={href('mina-sidor-offerter')} className="quotes-filters" role="search">
        <p className="form-field">
          <label htmlFor="quotes-status">{t('quotes.list.filter')}</label>
          <select id="quotes-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('quotes.list.allStatuses')}</option>
            {QUOTE_STATUSES.map((status) => (
              <option key={status} value={status}>{t(`quotes.status.${status}`)}</option>
            ))}
          </select>
        </p>
        <p className="form-field">
          <label htmlFor="quotes-search">{t('quotes.list.search')}</label>
          <input id="quotes-search" type="search" name="q" defaultValue={query.q} maxLength={60} />
        </p>
        <button type="submit" className="button button--secondary">{t('quotes.list.apply')}</button>
      </form>
      {page === 'down' ? <ServiceUnavailable textKey="errors.order_service_not_available" /> : <QuoteResults page={page} query={query} />}
    </section>
  );
}

function QuoteResults({ page, query }: { page: QuotePage; query: QuoteListQuery }) {
  const last = Math.max(1, Math.ceil(page.total / QUOTES_PAGE_SIZE));
  if (page.data.length === 0) return <p role="status" className="quotes-empty">{t('quotes.list.empty')}</p>;
  return (
    <>
      <p role="status">{t('quotes.list.count', { total: page.total })}</p>
      <div className="quotes-table-wrap">
        <table className="data-table data-table--stack quotes-table">
          <caption className="visually-hidden">{t('quotes.list.caption', { current: query.page, last })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quotes.list.number')}</th>
              <th scope="col">{t('quotes.list.status')}</th>
              <th scope="col">{t('quotes.list.reference')}</th>
              <th scope="col">{t('quotes.list.buyer')}</th>
              <th scope="col" className="num">{t('quotes.list.lines')}</th>
              <th scope="col" className="num">{t('quotes.list.total')}</th>
              <th scope="col">{t('quotes.list.validUntil')}</th>
              <th scope="col">{t('quotes.list.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((quote) => (
              <tr key={quote.quoteId}>
                <th scope="row">
                  <a href={href('mina-sidor-offert', { id: quote.quoteId })} aria-label={t('quotes.list.open', { number: quote.quoteNumber })}>{quote.quoteNumber}</a>
                </th>
                <td data-label={t('quotes.list.status')}><span className={`quote-status quote-status--${quote.status.toLowerCase()}`}>{t(`quotes.status.${quote.status}`)}</span></td>
                <td data-label={t('quotes.list.reference')}>{quote.reference ?? ''}</td>
                <td data-label={t('quotes.list.buyer')}>{quote.buyerName ?? ''}</td>
                <td className="num" data-label={t('quotes.list.lines')}>{quote.lineCount}</td>
                <td className="num" data-label={t('quotes.list.total')}>{quote.total === null ? '' : formatPrice(quote.total)}</td>
                <td data-label={t('quotes.list.validUntil')}>{quote.validUntil ? formatDate(quote.validUntil) : ''}</td>
                <td data-label={t('quotes.list.updated')}>{formatDate(quote.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {last > 1 ? (
        <nav aria-label={t('quotes.list.pager')} className="quotes-pager">
          {query.page > 1 ? <a href={href('mina-sidor-offerter', {}, quoteListParams(query, query.page - 1))}>{t('quotes.list.previous')}</a> : null}
          <span>{query.page} / {last}</span>
          {query.page < last ? <a href={href('mina-sidor-offerter', {}, quoteListParams(query, query.page + 1))}>{t('quotes.list.next')}</a> : null}
        </nav>
      ) : null}
    </>
  );
}
