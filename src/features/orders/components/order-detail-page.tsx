import 'server-only';
import { Fragment } from 'react';
import { PageTitle } from '../../../components/page-title';
import { Streamed } from '../../../components/streaming/streamed';
import { isDeliveryMethodId } from '../../../../domain/delivery/delivery-methods';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { loadOrder } from '../load-order-page';
import { displayStatus, orderTimeline } from '../order-timeline';
import { OrderDetailsPart } from './order-details-part';
import '../orders.css';

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
