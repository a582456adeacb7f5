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
 * My page's open invoices: the customer's unpaid invoices, oldest due first, a table row each with
 * its PDF, its order, due date and whether it is overdue (the amount only for buyers who see
 * prices). Renders nothing for a buyer without order history (EJ_ORDERHISTORIK), and a short
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
  const withPrices = permissions.viewPrices;
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
          <table className="data-table data-table--stack open-invoices__table">
            <thead>
              <tr>
                <th scope="col">{t('orders.order.invoiceNumber')}</th>
                <th scope="col">{t('orders.list.orderNumber')}</th>
                <th scope="col">{t('orders.order.dueDate')}</th>
                <th scope="col">{t('orders.order.invoiceStatus')}</th>
                {withPrices ? <th scope="col" className="numeric">{t('orders.order.invoiceAmount')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {page.data.map((invoice) => (
                <tr key={invoice.invoiceNumber}>
                  <th scope="row">
                    <a href={orderDocumentPath(invoice.orderId, invoice.invoiceNumber)} download aria-label={t('orders.order.downloadInvoice', { invoiceNumber: invoice.invoiceNumber })}>
                      {invoice.invoiceNumber}
                    </a>
                  </th>
                  <td data-label={t('orders.list.orderNumber')}>
                    <a href={href('mina-sidor-order', { id: invoice.orderId })}>{invoice.orderId}</a>
                  </td>
                  <td data-label={t('orders.order.dueDate')}>{formatDate(invoice.dueDate)}</td>
                  <td data-label={t('orders.order.invoiceStatus')}>
                    <span className={invoice.overdue ? 'order-status open-invoices__overdue' : 'order-status'}>{t(invoice.overdue ? 'orders.order.overdue' : 'orders.order.open')}</span>
                  </td>
                  {withPrices ? <td className="numeric" data-label={t('orders.order.invoiceAmount')}>{invoice.amount === null ? '' : formatPrice(invoice.amount)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
          <p><a href={href('mina-sidor-ordrar')}>{t('orders.invoices.all')}</a></p>
        </>
      )}
    </section>
  );
}
