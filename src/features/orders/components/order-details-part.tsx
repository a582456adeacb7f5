import 'server-only';
import { ListUnavailable } from '../../../components/feedback/list-unavailable';
import { ResponsiveImage } from '../../../components/responsive-image';
import { formatDate, formatNumber, formatPrice, formatUnitQuantity } from '../../../lib/format';
import { getPermissions } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import type { Order } from '../../../lib/upstream/order/order-schemas';
import { analyticsItemProps } from '../../analytics';
import { loadOrderDetails } from '../load-order-page';
import { MAX_EMAIL_MESSAGE, MAX_INQUIRY_LENGTH } from '../order-limits';
import { orderDocumentPath } from '../order-document-path';
import { orderLineAnalyticsItem } from '../order-line-analytics';
import { EmailDocumentForm } from './email-document-form';
import { InquiryForm } from './inquiry-form';
import { OrderAddressCard } from './order-address-card';
import { ReorderForm } from './reorder-form';

/**
 * Lines, reorder, addresses, documents and the order's tools: they need the catalogue, the
 * addresses and the invoices, so they stream in after the order's facts (issue 13).
 */
export async function OrderDetailsPart({ order }: { order: Order }) {
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
          <table className="data-table data-table--stack order-lines">
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
                      <td className="order-lines__choose">
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
                    <td className="numeric" data-label={t('orders.order.quantity')}>{formatUnitQuantity(item.quantity, item.unit)}</td>
                    <td className="numeric" data-label={t('orders.order.delivered')}>{formatNumber(item.deliveredQuantity)}</td>
                    <td className="numeric" data-label={t('orders.order.remaining')}>{formatNumber(item.remainingQuantity)}</td>
                    {withPrices ? <td className="numeric" data-label={t('orders.order.unitPrice')}>{item.netPrice === null ? t('orders.order.none') : formatPrice(item.netPrice + (item.alloyingPrice ?? 0))}</td> : null}
                    {withPrices ? <td className="numeric" data-label={t('orders.order.rowTotal')}>{item.rowTotal === null ? t('orders.order.none') : formatPrice(item.rowTotal)}</td> : null}
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
          <table className="data-table data-table--stack">
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
                  <td data-label={t('orders.order.invoiceDate')}>{formatDate(invoice.invoiceDate)}</td>
                  <td data-label={t('orders.order.dueDate')}>{formatDate(invoice.dueDate)}</td>
                  {withPrices ? <td className="numeric" data-label={t('orders.order.invoiceAmount')}>{invoice.amount === null ? t('orders.order.none') : formatPrice(invoice.amount)}</td> : null}
                  <td data-label={t('orders.order.invoiceStatus')}>{invoice.status === 'PAID' ? t('orders.order.paid', { date: formatDate(invoice.paidDate ?? invoice.dueDate) }) : invoice.overdue ? t('orders.order.overdue') : t('orders.order.open')}</td>
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
