import 'server-only';
import { Fragment } from 'react';
import { PageTitle } from '../../../components/page-title';
import { ListUnavailable } from '../../../components/feedback/list-unavailable';
import { Streamed } from '../../../components/streaming/streamed';
import { getPermissions } from '../../../lib/request';
import type { Order } from '../../../lib/upstream/order/order-schemas';
import { isDeliveryMethodId } from '../../../../domain/delivery/delivery-methods';
import { formatDate, formatNumber, formatPrice, formatUnitQuantity } from '../../../lib/format';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { loadOrder, loadOrderDetails } from '../load-order-page';
import { MAX_EMAIL_MESSAGE, MAX_INQUIRY_LENGTH } from '../order-limits';
import { displayStatus, orderTimeline } from '../order-timeline';
import { orderDocumentPath } from '../order-document-path';
import { EmailDocumentForm } from './email-document-form';
import { OrderAddressCard } from './order-address-card';
import { InquiryForm } from './inquiry-form';
import { ReorderForm } from './reorder-form';
import { analyticsItemProps } from '../../analytics';
import { orderLineAnalyticsItem } from '../order-line-analytics';
import '../orders.css';
import { ResponsiveImage } from '../../../components/responsive-image';

const methodName = (method: string) => (isDeliveryMethodId(method) ? t(`deliveryMethods.${method}`) : undefined);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * /mina-sidor/ordrar/{id}: status and timeline, facts and references, lines with links,
 * pictures and delivered/remaining quantities, addresses, invoices and the confirmation as PDF,
 * and the three things to do with an order: reorder, e-mail a document, ask about it.
 */
export async function OrderDetailPage({ orderId }: { orderId: string }) {
  const order = await loadOrder(orderId);
  const status = displayStatus(order.orderStatus, order.delivery);
  const details = order.orderDetails;
  const title = t('orders.order.title', { orderId: order.orderId });
  const facts: [string, string | null][] = [
    [t('orders.order.orderDate'), formatDate(order.orderDate)],
    [t('orders.order.project'), order.projectName ?? order.projectId],
    [t('orders.order.reference'), order.reference],
    [t('quotes.orderFact'), order.quoteNumber],
    [t('orders.order.goodsLabel'), text(details['goodsLabel'])],
    [t('orders.order.deliveryMethod'), methodName(order.deliveryMethod) ?? text(details['deliveryMethodName']) ?? order.deliveryMethod],
    [t('orders.order.requestedDate'), order.requestedDeliveryDate],
    [t('orders.order.contact'), [text(details['contactName']), text(details['contactPhone'])].filter(Boolean).join(', ') || null],
    [t('orders.order.message'), text(details['message'])],
  ];
  return (
    <article className="page order-page" aria-labelledby="order-title">
      <PageTitle title={title} />
      <p><a href={href('mina-sidor-ordrar')}>{t('orders.order.back')}</a></p>
      <h1 id="order-title" className="page__title">
        {title} <span className={`order-status order-status--${status.toLowerCase()}`}>{t(`orders.status.${status}`)}</span>
      </h1>
      <ol className="order-timeline" aria-label={t('orders.order.timeline')}>
        {orderTimeline(order.orderStatus, order.delivery).map((step) => (
          <li key={step.step} className={`order-timeline__step${step.done ? ' order-timeline__step--done' : ''}`} aria-current={step.current ? 'step' : undefined}>
            {t(`orders.status.${step.step}`)}
            <span className="visually-hidden"> ({step.done ? t('orders.order.timelineDone') : t('orders.order.timelineNext')})</span>
          </li>
        ))}
      </ol>

      <section aria-labelledby="order-facts">
        <h2 id="order-facts">{t('orders.order.facts')}</h2>
        <dl className="summary-list">
          {/* dt and dd straight in the dl: the summary list's grid lays out its pairs. */}
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value ?? t('orders.order.none')}</dd>
            </Fragment>
          ))}
        </dl>
      </section>

      <Streamed fallback={<p className="order-page__loading" aria-busy="true">{t('common.loading')}</p>}>
        <OrderDetailsPart order={order} />
      </Streamed>
    </article>
  );
}

/**
 * Lines, reorder, addresses, documents and the order's tools: they need the catalogue, the
 * addresses and the invoices, so they stream in after the order's facts (issue 13).
 */
async function OrderDetailsPart({ order }: { order: Order }) {
  const details = await loadOrderDetails(order);
  if (details === 'down') return <ListUnavailable />;
  const { addresses, invoices, articles, userEmail } = details;
  const { viewPrices: withPrices, placeOrders: canOrder } = getPermissions();
  const hasConfirmation = order.documents.some((document) => document.type === 'order-confirmation');
  const documentChoices = [
    ...(hasConfirmation ? [{ value: 'order-confirmation', label: t('orders.email.confirmation') }] : []),
    ...invoices.map((invoice) => ({ value: `invoice:${invoice.invoiceNumber}`, label: t('orders.email.invoice', { invoiceNumber: invoice.invoiceNumber }) })),
  ];
  return (
    <>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t('orders.order.lines')}</h2>
        <div className="orders-table-wrap">
          <table className="data-table order-lines">
            <thead>
              <tr>
                {canOrder ? <th scope="col"><span className="visually-hidden">{t('orders.reorder.heading')}</span></th> : null}
                <th scope="col">{t('orders.order.article')}</th>
                <th scope="col" className="numeric">{t('orders.order.quantity')}</th>
                <th scope="col" className="numeric">{t('orders.order.delivered')}</th>
                <th scope="col" className="numeric">{t('orders.order.remaining')}</th>
                {withPrices ? <th scope="col" className="numeric">{t('orders.order.unitPrice')}</th> : null}
                {withPrices ? <th scope="col" className="numeric">{t('orders.order.rowTotal')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {order.orderItems.map((item) => {
                const article = articles.get(item.articleNumber);
                return (
                  <tr key={item.position} {...analyticsItemProps(orderLineAnalyticsItem(item, withPrices))}>
                    {canOrder ? (
                      <td>
                        <input type="checkbox" name="line" value={String(item.position)} form="reorder-form" id={`line-${item.position}`} aria-label={t('orders.order.choose', { position: item.position })} />
                      </td>
                    ) : null}
                    <td>
                      <div className="order-line">
                        {article?.image ? <ResponsiveImage src={article.image} alt="" width={48} height={48} sizes="48px" className="order-line__image" /> : <span className="order-line__image" aria-hidden="true" />}
                        <div>
                          {article ? <a href={href('produkt-slug', { slug: article.variantSlug })}>{item.name}</a> : <span>{item.name}</span>}
                          <div className="order-line__meta">{t('orders.order.articleNumber', { articleNumber: item.articleNumber })}{item.label ? ` · ${item.label}` : ''}</div>
                          {item.configurationSummary ? <div className="order-line__configuration" data-testid="order-line-configuration">{item.configurationSummary}</div> : null}
                          {article?.discontinued && article.replacement ? (
                            <div className="order-line__meta">
                              <a href={href('produkt-slug', { slug: article.replacement.variantSlug })}>{t('orders.order.replacement', { articleNumber: article.replacement.articleNumber })}</a>
                            </div>
                          ) : null}
                        </div>
                      </div>
                    </td>
                    <td className="numeric">{formatUnitQuantity(item.quantity, item.unit)}</td>
                    <td className="numeric">{formatNumber(item.deliveredQuantity)}</td>
                    <td className="numeric">{formatNumber(item.remainingQuantity)}</td>
                    {withPrices ? <td className="numeric">{item.netPrice === null ? t('orders.order.none') : formatPrice(item.netPrice + (item.alloyingPrice ?? 0))}</td> : null}
                    {withPrices ? <td className="numeric">{item.rowTotal === null ? t('orders.order.none') : formatPrice(item.rowTotal)}</td> : null}
                  </tr>
                );
              })}
            </tbody>
            {withPrices && order.total !== null ? (
              <tfoot>
                <tr>
                  <th scope="row" colSpan={canOrder ? 6 : 5}>{t('orders.order.totals')}</th>
                  <td className="numeric">{formatPrice(order.total)}</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      </section>

      {canOrder ? (
        <ReorderForm
          orderId={order.orderId}
          cartHref={href('cart')}
          texts={{
            heading: t('orders.reorder.heading'),
            hint: t('orders.reorder.hint'),
            chosen: t('orders.reorder.chosen'),
            all: t('orders.reorder.all'),
            busy: t('orders.reorder.busy'),
            resultHeading: t('orders.reorder.resultHeading'),
            toCart: t('orders.reorder.toCart'),
          }}
        />
      ) : null}

      <section aria-labelledby="order-addresses">
        <h2 id="order-addresses">{t('orders.order.addresses')}</h2>
        <div className="order-addresses">
          <OrderAddressCard title={t('orders.order.deliveryAddress')} address={addresses.find((a) => a.type === 'DELIVERY')} />
          <OrderAddressCard title={t('orders.order.invoiceAddress')} address={addresses.find((a) => a.type === 'INVOICE')} />
        </div>
      </section>

      <section aria-labelledby="order-documents">
        <h2 id="order-documents">{t('orders.order.documents')}</h2>
        {hasConfirmation ? (
          <p><a href={orderDocumentPath(order.orderId)} download>{t('orders.order.confirmation')}</a></p>
        ) : (
          <p>{t('orders.order.noConfirmation')}</p>
        )}
        <h3>{t('orders.order.invoices')}</h3>
        {invoices.length === 0 ? (
          <p>{t('orders.order.noInvoices')}</p>
        ) : (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.order.invoiceNumber')}</th>
                <th scope="col">{t('orders.order.invoiceDate')}</th>
                <th scope="col">{t('orders.order.dueDate')}</th>
                {withPrices ? <th scope="col" className="numeric">{t('orders.order.invoiceAmount')}</th> : null}
                <th scope="col">{t('orders.order.invoiceStatus')}</th>
                <th scope="col"><span className="visually-hidden">PDF</span></th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.invoiceNumber}>
                  <th scope="row">{invoice.invoiceNumber}</th>
                  <td>{formatDate(invoice.invoiceDate)}</td>
                  <td>{formatDate(invoice.dueDate)}</td>
                  {withPrices ? <td className="numeric">{invoice.amount === null ? t('orders.order.none') : formatPrice(invoice.amount)}</td> : null}
                  <td>{invoice.status === 'PAID' ? t('orders.order.paid', { date: formatDate(invoice.paidDate ?? invoice.dueDate) }) : invoice.overdue ? t('orders.order.overdue') : t('orders.order.open')}</td>
                  <td><a href={orderDocumentPath(order.orderId, invoice.invoiceNumber)} download>{t('orders.order.downloadInvoice', { invoiceNumber: invoice.invoiceNumber })}</a></td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <div className="order-tools">
        {documentChoices.length > 0 ? (
          <EmailDocumentForm
            orderId={order.orderId}
            documents={documentChoices}
            recipient={userEmail}
            requestKey={crypto.randomUUID()}
            maxMessage={MAX_EMAIL_MESSAGE}
            texts={{
              heading: t('orders.email.heading'),
              document: t('orders.email.document'),
              recipient: t('orders.email.recipient'),
              message: t('orders.email.message'),
              messageHint: t('orders.email.messageHint', { max: MAX_EMAIL_MESSAGE }),
              submit: t('orders.email.submit'),
              busy: t('orders.email.busy'),
            }}
          />
        ) : null}
        <InquiryForm
          orderId={order.orderId}
          lines={order.orderItems.map((item) => ({ position: item.position, label: t('orders.inquiry.line', { position: item.position, articleNumber: item.articleNumber, name: item.name }) }))}
          requestKey={crypto.randomUUID()}
          maxMessage={MAX_INQUIRY_LENGTH}
          texts={{
            heading: t('orders.inquiry.heading'),
            about: t('orders.inquiry.about'),
            wholeOrder: t('orders.inquiry.wholeOrder'),
            message: t('orders.inquiry.message'),
            messageHint: t('orders.inquiry.messageHint', { max: MAX_INQUIRY_LENGTH }),
            submit: t('orders.inquiry.submit'),
            busy: t('orders.inquiry.busy'),
          }}
        />
      </div>
    </>
  );
}
