import 'server-only';
import { formatDate, formatPrice } from '../../../lib/format';
import { callAsUser, getPermissions, getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import { getCustomerInvoices } from '../../../lib/upstream/order/get-customer-invoices';
import { orderDocumentPath } from '../order-document-path';
import '../orders.css';

/**
 * My page's open invoices: the customer's unpaid invoices, oldest due first, each with its order
 * and PDF. Renders nothing for a buyer without order history (EJ_ORDERHISTORIK), and a short
 * Swedish note instead of failing my page when the order service is down.
 */
export async function OpenInvoices({ limit = 5, headingLevel = 2 }: { limit?: number; headingLevel?: 2 | 3 }) {
  const permissions = getPermissions();
  const { session, services } = getRequestContext();
  if (!permissions.viewOrderHistory || !session?.customerId) return null;
  const customerId = session.customerId;
  const page = await callAsUser((token) => getCustomerInvoices(services.order, { token, customerId, status: 'open', limit })).catch((error: unknown) => {
    // A failed service leaves my page standing; a redirect (session ended) must go through.
    if (error instanceof UpstreamError) return null;
    throw error;
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="open-invoices" aria-labelledby="open-invoices-heading">
      <Heading id="open-invoices-heading">{t('orders.invoices.heading')}</Heading>
      {page === null ? (
        <p>{t('orders.serviceDown')}</p>
      ) : page.data.length === 0 ? (
        <p>{t('orders.invoices.none')}</p>
      ) : (
        <>
          <p>{t('orders.invoices.count', { total: page.total })}</p>
          <ul className="open-invoices__list">
            {page.data.map((invoice) => (
              <li key={invoice.invoiceNumber} className={invoice.overdue ? 'open-invoices__item open-invoices__item--overdue' : 'open-invoices__item'}>
                <a href={orderDocumentPath(invoice.orderId, invoice.invoiceNumber)} download>{invoice.invoiceNumber}</a>
                {' · '}
                {invoice.amount === null || !permissions.viewPrices ? null : <>{formatPrice(invoice.amount)} · </>}
                {invoice.overdue ? t('orders.invoices.overdueOn', { date: formatDate(invoice.dueDate) }) : t('orders.invoices.dueOn', { date: formatDate(invoice.dueDate) })}
                {' · '}
                <a href={href('mina-sidor-order', { id: invoice.orderId })}>{t('orders.invoices.orderLink', { orderId: invoice.orderId })}</a>
              </li>
            ))}
          </ul>
          <p><a href={href('mina-sidor-ordrar')}>{t('orders.invoices.all')}</a></p>
        </>
      )}
    </section>
  );
}
