import 'server-only';
import { PageTitle } from '../../../components/page-title';
import { addDays, stockholmTime, todayInStockholm } from '../../../../domain/calendar';
import { formatDate, formatPrice, formatUnitQuantity } from '../../../lib/format';
import { getPermissions } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { getQuote } from '../../../lib/upstream/quotes/get-quote';
import type { Quote } from '../../../lib/upstream/quotes/quote-schemas';
import { quoteDocumentPath } from '../quote-document-path';
import { asQuotePageUser } from '../quote-user';
import { QuoteAnswerForm } from './quote-answer-form';
import { QuoteDecisionForm } from './quote-decision-form';
import { QuoteMessageForm } from './quote-message-form';
import '../quotes.css';

/** When a thread message was written, in Stockholm: '2026-11-27 14:05'. */
const writtenAt = (iso: string) => {
  const time = stockholmTime(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.date} ${pad(Math.floor(time.minutes / 60))}:${pad(time.minutes % 60)}`;
};

const price = (value: number | null) => (value === null ? '' : formatPrice(value));

/**
 * /mina-sidor/offerter/{id}: lines, prices once answered, validity and the thread with a reply
 * box; the seller answers here, the buyer accepts or declines. What each may do comes from the
 * quote service (mayAnswer, mayAccept), which refuses the calls on its own as well.
 */
export async function QuoteDetailPage({ quoteId }: { quoteId: string }) {
  const quote = await asQuotePageUser((access) => getQuote(access.commerce, { token: access.token, customerId: access.customerId, quoteId }));
  const withPrices = getPermissions().viewPrices;
  const heading = t('quotes.detail.heading', { number: quote.quoteNumber });
  const today = todayInStockholm();
  return (
    <section className="page quote-page">
      <PageTitle title={heading} />
      <p><a href={href('mina-sidor-offerter')}>{t('quotes.detail.back')}</a></p>
      <h1 className="page__title">
        {heading} <span className={`quote-status quote-status--${quote.status.toLowerCase()}`}>{t(`quotes.status.${quote.status}`)}</span>
      </h1>
      <QuoteFacts quote={quote} />
      {quote.status === 'EXPIRED' && quote.validUntil ? <p role="note" className="quote-note">{t('quotes.detail.expired', { date: formatDate(quote.validUntil) })}</p> : null}
      {quote.status === 'ACCEPTED' ? <p role="note" className="quote-note">{t('quotes.detail.accepted')} <a href={href('cart')}>{t('quotes.detail.toCart')}</a></p> : null}
      <QuoteLines quote={quote} withPrices={withPrices} />
      {quote.status !== 'SENT' ? (
        <p className="quote-document">
          <a href={quoteDocumentPath(quote.quoteId)} download>{t('quotes.detail.document')}</a>
        </p>
      ) : null}
      {quote.mayAnswer ? (
        <QuoteAnswerForm
          quoteId={quote.quoteId}
          lines={quote.items.map((item) => ({ id: item.quoteItemId, label: t('quotes.answer.price', { name: `${item.name} (${item.articleNumber})` }), start: item.currentPrice === null ? '' : String(item.currentPrice).replace('.', ',') }))}
          minDate={today}
          maxDate={addDays(today, 90)}
          defaultDate={addDays(today, 30)}
          texts={{ heading: t('quotes.answer.heading'), price: '', discount: t('quotes.answer.discount'), validUntil: t('quotes.answer.validUntil'), message: t('quotes.answer.message'), submit: t('quotes.answer.submit') }}
        />
      ) : null}
      {quote.mayAccept ? (
        <QuoteDecisionForm
          quoteId={quote.quoteId}
          texts={{ heading: t('quotes.decide.heading'), hint: t('quotes.decide.hint'), message: t('quotes.decide.message'), accept: t('quotes.decide.accept'), decline: t('quotes.decide.decline'), toCart: t('quotes.detail.toCart') }}
        />
      ) : null}
      <section aria-labelledby="quote-thread-heading" className="quote-thread">
        <h2 id="quote-thread-heading">{t('quotes.detail.thread')}</h2>
        <ol>
          {quote.messages.map((message) => (
            <li key={message.messageId}>
              <p className="quote-thread__who">
                <strong>{message.authorName}</strong> {t(`quotes.detail.kinds.${message.kind}`)} <time dateTime={message.createdAt}>{writtenAt(message.createdAt)}</time>
              </p>
              {message.message ? <p className="quote-thread__text">{message.message}</p> : null}
            </li>
          ))}
        </ol>
        <QuoteMessageForm quoteId={quote.quoteId} texts={{ label: t('quotes.message.label'), submit: t('quotes.message.submit') }} />
      </section>
    </section>
  );
}

function QuoteFacts({ quote }: { quote: Quote }) {
  const facts: [string, string][] = [
    [t('quotes.detail.buyer'), quote.buyerName ?? ''],
    [t('quotes.detail.reference'), quote.reference ?? ''],
    [t('quotes.detail.wantedDelivery'), quote.wantedDeliveryDate ? formatDate(quote.wantedDeliveryDate) : ''],
    [t('quotes.detail.validUntil'), quote.validUntil ? formatDate(quote.validUntil) : ''],
    [t('quotes.detail.discount'), quote.discountPercent ? `${String(quote.discountPercent).replace('.', ',')} %` : ''],
  ];
  return (
    <dl className="quote-facts" aria-label={t('quotes.detail.facts')}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function QuoteLines({ quote, withPrices }: { quote: Quote; withPrices: boolean }) {
  const answered = quote.status !== 'SENT';
  return (
    <div className="quotes-table-wrap">
      {/* A heading like the thread's, not a caption centred over the table. */}
      <h2 id="quote-lines-heading">{t('quotes.detail.lines')}</h2>
      <table className="data-table data-table--stack quote-lines" aria-labelledby="quote-lines-heading">
        <thead>
          <tr>
            <th scope="col">{t('quotes.detail.article')}</th>
            <th scope="col" className="num">{t('quotes.detail.quantity')}</th>
            {withPrices ? <th scope="col" className="num">{t('quotes.detail.currentPrice')}</th> : null}
            {withPrices && answered ? <th scope="col" className="num">{t('quotes.detail.netPrice')}</th> : null}
            {withPrices && answered ? <th scope="col" className="num">{t('quotes.detail.rowTotal')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {quote.items.map((item) => (
            <tr key={item.quoteItemId}>
              <th scope="row">
                {item.name} <span className="quote-lines__number">{item.articleNumber}</span>
              </th>
              <td className="num" data-label={t('quotes.detail.quantity')}>{formatUnitQuantity(item.quantity, item.unit)}</td>
              {withPrices ? <td className="num" data-label={t('quotes.detail.currentPrice')}>{price(item.currentPrice)}</td> : null}
              {withPrices && answered ? <td className="num" data-label={t('quotes.detail.netPrice')}>{price(item.netPrice)}</td> : null}
              {withPrices && answered ? <td className="num" data-label={t('quotes.detail.rowTotal')}>{price(item.rowTotal)}</td> : null}
            </tr>
          ))}
        </tbody>
        {withPrices && answered && quote.total !== null ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>{t('quotes.detail.total')}</th>
              <td className="num">{formatPrice(quote.total)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {withPrices && !answered ? <p>{t('quotes.detail.noPriceYet')}</p> : null}
    </div>
  );
}
