import type { PageProps } from 'waku/router';
import { PageTitle } from '../../../components/page-title';
import { parseUsersListQuery, usersListLink, USER_SORTS, type UsersListQuery } from '../../../features/users';
import { loadAdminContext, loadAdminPage } from '../../../features/users/server';
import '../../../features/users/users.css';
import { callAsUser, getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t, type TextKey } from '../../../lib/texts';
import type { User } from '../../../lib/upstream/auth/auth-schemas';
import { listUsers, USERS_PAGE_SIZE } from '../../../lib/upstream/auth/list-users';

const ROLE_ORDER = ['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'];

function statusOf(user: User): { key: TextKey; className: string } {
  if (user.active !== false) return { key: 'userAdmin.status.active', className: 'user-status' };
  if (user.pendingActivation) return { key: 'userAdmin.status.pending', className: 'user-status user-status--pending' };
  return { key: 'userAdmin.status.inactive', className: 'user-status user-status--inactive' };
}

/** The sortable column header: a link that sorts by it, ascending first, then the other way. */
function SortHeader({ query, column }: { query: UsersListQuery; column: UsersListQuery['orderBy'] }) {
  const current = query.orderBy === column;
  const nextOrder = current && query.order === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={current ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <a href={href('anvandare', {}, usersListLink(query, { orderBy: column, order: nextOrder, page: 1 }))}>{t(`userAdmin.list.sort.${column}`)}</a>
    </th>
  );
}

function Refused({ textKey }: { textKey: TextKey }) {
  return (
    <section className="page">
      <PageTitle title={t('routes.users')} />
      <h1 className="page__title">{t('routes.users')}</h1>
      <p role="alert">{t(textKey)}</p>
    </section>
  );
}

// User administration (admins only; the route guard refuses others and the service refuses their
// calls): the users of the chosen customer, searchable, sortable, fifteen a page, active by default.
export default async function UsersPage({ query: rawQuery }: PageProps<'/anvandare'>) {
  const query = parseUsersListQuery(rawQuery);
  const { session } = getRequestContext();
  if (!session) return null;
  const loadedAdmin = await loadAdminPage(loadAdminContext);
  if (loadedAdmin.failed) return <Refused textKey={loadedAdmin.textKey} />;
  const admin = loadedAdmin.data;
  const customerIds = admin.customers.map((customer) => customer.customerId);
  const customerId = query.customerId && customerIds.includes(query.customerId) ? query.customerId : customerIds.includes(session.customerId ?? '') ? session.customerId : customerIds[0];
  if (!customerId) return <p>{t('errors.no_permission')}</p>;
  const current = { ...query, customerId };
  const loadedList = await loadAdminPage(() =>
    callAsUser((accessToken) =>
      listUsers(getRequestContext().services.auth, { accessToken, customerId, page: query.page, search: query.search, orderBy: query.orderBy, order: query.order, inactive: query.inactive }),
    ),
  );
  if (loadedList.failed) return <Refused textKey={loadedList.textKey} />;
  const list = loadedList.data;
  const last = Math.max(1, Math.ceil(list.total / USERS_PAGE_SIZE));
  const pageLink = (page: number) => href('anvandare', {}, usersListLink(current, { page }));
  return (
    <section className="page">
      <PageTitle title={t('routes.users')} />
      <div className="users-actions">
        <h1 className="page__title">{t('routes.users')}</h1>
        <a className="button button--primary" href={href('anvandare-ny', {}, admin.customers.length > 1 ? { foretag: customerId } : {})}>{t('userAdmin.list.newUser')}</a>
      </div>
      <p className="page__lead">{t('userAdmin.list.lead')}</p>
      <form method="get" action={href('anvandare')} className="users-toolbar" role="search" aria-label={t('userAdmin.list.filters')}>
        {admin.customers.length > 1 ? (
          <p className="form-field">
            <label htmlFor="users-customer">{t('userAdmin.list.customer')}</label>
            <select id="users-customer" name="foretag" defaultValue={customerId}>
              {admin.customers.map((customer) => (
                <option key={customer.customerId} value={customer.customerId}>{customer.customerName}</option>
              ))}
            </select>
          </p>
        ) : null}
        <p className="form-field">
          <label htmlFor="user-search">{t('users.search')}</label>
          <input id="user-search" name="q" type="search" defaultValue={query.search} maxLength={100} />
        </p>
        <p className="form-field">
          <label htmlFor="users-show">{t('userAdmin.list.show')}</label>
          <select id="users-show" name="visa" defaultValue={query.inactive ? 'inaktiva' : 'aktiva'}>
            <option value="aktiva">{t('userAdmin.list.showActive')}</option>
            <option value="inaktiva">{t('userAdmin.list.showInactive')}</option>
          </select>
        </p>
        <p className="form-field">
          <label htmlFor="users-sort">{t('userAdmin.list.sortBy')}</label>
          <select id="users-sort" name="sortera" defaultValue={query.orderBy}>
            {USER_SORTS.map((sort) => (
              <option key={sort} value={sort}>{t(`userAdmin.list.sort.${sort}`)}</option>
            ))}
          </select>
        </p>
        <p className="form-field">
          <label htmlFor="users-order">{t('userAdmin.list.order')}</label>
          <select id="users-order" name="ordning" defaultValue={query.order}>
            <option value="asc">{t('userAdmin.list.asc')}</option>
            <option value="desc">{t('userAdmin.list.desc')}</option>
          </select>
        </p>
        <button type="submit" className="button button--secondary">{t('userAdmin.list.apply')}</button>
      </form>
      <p>{t('users.count', { total: list.total })}</p>
      {list.data.length === 0 ? (
        <p>{t('users.empty')}</p>
      ) : (
        <table className="data-table data-table--stack">
          <thead>
            <tr>
              <SortHeader query={current} column="firstName" />
              <SortHeader query={current} column="email" />
              <SortHeader query={current} column="role" />
              <th scope="col">{t('userAdmin.list.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((user) => {
              const role = user.customerPermissions.find((permission) => permission.customerId === customerId)?.role;
              const status = statusOf(user);
              return (
                <tr key={user.userId}>
                  <td><a href={href('anvandare-id', { id: user.userId })}>{user.firstName} {user.lastName}</a></td>
                  <td data-label={t('userAdmin.list.sort.email')}>{user.email}</td>
                  <td data-label={t('userAdmin.list.sort.role')}>{role && ROLE_ORDER.includes(role) ? t(`roles.${role}` as TextKey) : ''}</td>
                  <td className={status.className} data-label={t('userAdmin.list.status')}>{t(status.key)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {/* One page needs no pager, as on the other account lists. */}
      {last > 1 ? (
        <nav aria-label={t('users.page', { current: query.page, last })} className="pager">
          {query.page > 1 ? <a href={pageLink(query.page - 1)} rel="prev">{t('users.previous')}</a> : null}
          <span aria-current="page">{t('users.page', { current: query.page, last })}</span>
          {query.page < last ? <a href={pageLink(query.page + 1)} rel="next">{t('users.next')}</a> : null}
        </nav>
      ) : null}
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
