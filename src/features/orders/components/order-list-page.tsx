import 'server-only';
import { PageTitle } from '../../../components/page-title';
import { Streamed } from '../../../components/streaming/streamed';
import { ListUnavailable } from '../../../components/feedback/list-unavailable';
import { formatDate, formatPrice } from '../../../lib/format';
import { callAsUser, getAccount, getPermissions, getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t, type TextKey } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import { ORDER_STATUSES } from '../../../lib/upstream/order/order-schemas';
import { ORDER_SORTS, searchOrders, type OrderPage } from '../../../lib/upstream/order/search-orders';
import { orderListParams, ORDERS_PAGE_SIZE, parseOrderListQuery, PERIODS, type OrderListQuery } from '../order-list-query';
import '../orders.css';

const PERIOD_TEXT: Record<(typeof PERIODS)[number], TextKey> = {
  '30d': 'orders.list.last30',
  '90d': 'orders.list.last90',
  'i-ar': 'orders.list.thisYear',
  'forra-aret': 'orders.list.lastYear',
  eget: 'orders.list.custom',
};

const listHref = (query: OrderListQuery, overrides: Partial<OrderListQuery> = {}) => href('mina-sidor-ordrar', {}, orderListParams(query, overrides));

/**
 * /mina-sidor/ordrar: the customer's order history with search, filters, sort and paging, all
 * in the URL (a GET form: shareable, the back button works, no JavaScript needed). The route
 * guard already refuses EJ_ORDERHISTORIK; the service refuses the data too.
 */
export async function OrderListPage({ search }: { search: URLSearchParams }) {
  const permissions = getPermissions();
  const { session } = getRequestContext();
  if (!permissions.viewOrderHistory || !session?.customerId) return <p role="alert">{t('orders.notAllowed')}</p>;
  const { query, problems } = parseOrderListQuery(search);
  const account = await getAccount();
  const projects = account?.customer?.projects ?? [];
  const filtered = Boolean(query.q || query.status || query.from || query.to || query.project);
  return (
    <section className="page orders-page">
      <PageTitle title={t('routes.orders')} />
      <h1 className="page__title">{t('routes.orders')}</h1>
      <form method="get" action={href('mina-sidor-ordrar')} className="orders-filters" aria-label={t('orders.list.filters')}>
        <p className="form-field orders-filters__search" role="search">
          <label htmlFor="orders-q">{t('orders.list.searchLabel')}</label>
          <input id="orders-q" name="q" type="search" defaultValue={query.q} maxLength={100} aria-describedby="orders-q-hint" />
          <span id="orders-q-hint" className="form-hint">{t('orders.list.searchHint')}</span>
        </p>
        <div className="orders-filters__row">
          <p className="form-field">
            <label htmlFor="orders-status">{t('orders.list.status')}</label>
            <select id="orders-status" name="status" defaultValue={query.status ?? ''}>
              <option value="">{t('orders.list.anyStatus')}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>{t(`orders.status.${status}`)}</option>
              ))}
            </select>
          </p>
          <p className="form-field">
            <label htmlFor="orders-period">{t('orders.list.period')}</label>
            <select id="orders-period" name="period" defaultValue={query.period ?? ''}>
              <option value="">{t('orders.list.anyPeriod')}</option>
              {PERIODS.map((period) => (
                <option key={period} value={period}>{t(PERIOD_TEXT[period])}</option>
              ))}
            </select>
          </p>
          <p className="form-field">
            <label htmlFor="orders-from">{t('orders.list.fromDate')}</label>
            <input type="date" id="orders-from" name="fran" defaultValue={query.period === 'eget' ? (query.from ?? '') : ''} min="2000-01-01" />
          </p>
          <p className="form-field">
            <label htmlFor="orders-to">{t('orders.list.toDate')}</label>
            <input type="date" id="orders-to" name="till" defaultValue={query.period === 'eget' ? (query.to ?? '') : ''} min="2000-01-01" />
          </p>
          {projects.length > 0 ? (
            <p className="form-field">
              <label htmlFor="orders-project">{t('orders.list.project')}</label>
              <select id="orders-project" name="projekt" defaultValue={query.project ?? ''}>
                <option value="">{t('orders.list.anyProject')}</option>
                {projects.map((project) => (
                  <option key={project.projectId} value={project.projectId}>{project.projectName}</option>
                ))}
              </select>
            </p>
          ) : null}
          <p className="form-field">
            <label htmlFor="orders-sort">{t('orders.list.sort')}</label>
            <select id="orders-sort" name="sortering" defaultValue={query.sort}>
              {ORDER_SORTS.map((sort) => (
                <option key={sort} value={sort}>{t(`orders.list.sorts.${sort}`)}</option>
              ))}
            </select>
          </p>
        </div>
        <div className="orders-filters__actions">
          <button type="submit" className="button button--primary">{t('orders.list.apply')}</button>
          {filtered ? <a href={href('mina-sidor-ordrar')}>{t('orders.list.reset')}</a> : null}
        </div>
      </form>
      {problems.length > 0 ? (
        <ul className="orders-problems" role="alert">
          {problems.map((problem, index) => (
            <li key={index}>{t(problem.key, problem.params)}</li>
          ))}
        </ul>
      ) : null}
      <div className="orders-results">
        <Streamed fallback={<p className="orders-loading" aria-busy="true">{t('common.loading')}</p>}>
          <OrderSearchResults customerId={session.customerId} query={query} filtered={filtered} withPrices={permissions.viewPrices} />
        </Streamed>
      </div>
    </section>
  );
}

/** One page of the customer's orders as the query asks; a refusal or an outage as a word the page shows. */
function searchOrderPage(customerId: string, query: OrderListQuery): Promise<OrderPage | 'forbidden' | 'down'> {
  const { services } = getRequestContext();
  // callAsUser, not asOrderUser: an answer the search cannot give is said in the list's place, since
  // the page's status has left with its frame.
  return callAsUser((token) =>
    searchOrders(services.order, {
      token,
      customerId,
      projectId: query.project,
      q: query.q || undefined,
      orderStatus: query.status,
      fromDate: query.from,
      toDate: query.to,
      sort: query.sort,
      limit: ORDERS_PAGE_SIZE,
      offset: (query.page - 1) * ORDERS_PAGE_SIZE,
    }),
  ).catch((error: unknown): 'forbidden' | 'down' => {
    if (!(error instanceof UpstreamError)) throw error;
    return error.status === 403 ? 'forbidden' : 'down';
  });
}

/**
 * The search's answer, streamed after the page's frame and filters (issue 13): a search through
 * thousands of orders by article name takes the order service a while, and the buyer should see
 * the page, and the filters they chose, at once. The search starts once the frame is rendered, not
 * beside the account the filters need: locally the order service shares the shop's thread, and a
 * search started first held the frame back (first byte 35 → 110 ms, bench seed).
 */
async function OrderSearchResults({ customerId, query, filtered, withPrices }: { customerId: string; query: OrderListQuery; filtered: boolean; withPrices: boolean }) {
  const page = await searchOrderPage(customerId, query);
  if (page === 'forbidden') return <p role="alert">{t('orders.notAllowed')}</p>;
  if (page === 'down') return <ListUnavailable />;
  return <OrderResults page={page} query={query} filtered={filtered} withPrices={withPrices} />;
}

function OrderResults({ page, query, filtered, withPrices }: { page: OrderPage; query: OrderListQuery; filtered: boolean; withPrices: boolean }) {
  const last = Math.max(1, Math.ceil(page.total / ORDERS_PAGE_SIZE));
  if (page.data.length === 0) return <p className="orders-empty" role="status">{filtered || query.page > 1 ? t('orders.list.empty') : t('orders.list.emptyHistory')}</p>;
  return (
    <>
      <p role="status" className="orders-count">{page.total === 1 ? t('orders.list.countOne') : t('orders.list.count', { total: page.total })}</p>
      <div className="orders-table-wrap">
        <table className="data-table data-table--stack orders-table">
          <caption className="visually-hidden">{t('orders.list.caption', { current: query.page, last })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.list.orderNumber')}</th>
              <th scope="col">{t('orders.list.date')}</th>
              <th scope="col">{t('orders.list.status')}</th>
              <th scope="col">{t('orders.list.reference')}</th>
              <th scope="col">{t('orders.list.project')}</th>
              <th scope="col" className="numeric">{t('orders.list.lines')}</th>
              {withPrices ? <th scope="col" className="numeric">{t('orders.list.amount')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {page.data.map((order) => (
              <tr key={order.orderId}>
                <th scope="row">
                  <a href={href('mina-sidor-order', { id: order.orderId })} aria-label={t('orders.list.open', { orderId: order.orderId })}>{order.orderId}</a>
                </th>
                <td data-label={t('orders.list.date')}>{formatDate(order.orderDate)}</td>
                <td data-label={t('orders.list.status')}><span className={`order-status order-status--${order.orderStatus.toLowerCase()}`}>{t(`orders.status.${order.orderStatus}`)}</span></td>
                <td data-label={t('orders.list.reference')}>{order.reference ?? t('orders.order.none')}</td>
                <td data-label={t('orders.list.project')}>{order.projectName ?? order.projectId ?? t('orders.order.none')}</td>
                <td className="numeric" data-label={t('orders.list.lines')}>{order.itemCount}</td>
                {withPrices ? <td className="numeric" data-label={t('orders.list.amount')}>{order.total === null ? t('orders.order.none') : formatPrice(order.total)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {last > 1 ? (
        <nav aria-label={t('orders.list.pager')} className="pager">
          {query.page > 1 ? <a href={listHref(query, { page: query.page - 1 })} rel="prev">{t('orders.list.previous')}</a> : null}
          <span aria-current="page">{t('orders.list.page', { current: query.page, last })}</span>
          {query.page < last ? <a href={listHref(query, { page: query.page + 1 })} rel="next">{t('orders.list.next')}</a> : null}
        </nav>
      ) : null}
    </>
  );
}
