import type { PageProps } from 'waku/router';
import { PageTitle } from '../../../components/page-title';
import { callAsUser, getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t, type TextKey } from '../../../lib/texts';

import { listUsers, USERS_PAGE_SIZE } from '../../../lib/upstream/auth/list-users';


const MAX_PAGE = 10_000;

// User administration (admins only; the route guard enforces it): the customer's active users,
// searchable, sorted by first name, fifteen a page.
export default async function UsersPage({ query }: PageProps<'/anvandare'>) {
  const params = new URLSearchParams(query);
  const search = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(params.get('sida') ?? '1', 10) || 1));
  const { session } = getRequestContext();
  if (!session?.customerId) return null;
  const customerId = session.customerId;
  const list = await callAsUser((accessToken) => listUsers(getRequestContext().services.auth, { accessToken, customerId, page, search }));
  const last = Math.max(1, Math.ceil(list.total / USERS_PAGE_SIZE));
  const pageLink = (target: number) => href('anvandare', {}, { q: search || undefined, sida: target });
  return (
    <section className="page">
      <PageTitle title={t('routes.users')} />
      <h1 className="page__title">{t('routes.users')}</h1>
      <form method="get" action={href('anvandare')} role="search" className="inline-form">
        <label htmlFor="user-search">{t('users.search')}</label>
        <input id="user-search" name="q" type="search" defaultValue={search} maxLength={100} />
        <button type="submit" className="button button--secondary">{t('users.searchSubmit')}</button>
      </form>
      <p>{t('users.count', { total: list.total })}</p>
      {list.data.length === 0 ? (
        <p>{t('users.empty')}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('users.name')}</th>
              <th scope="col">{t('users.email')}</th>
              <th scope="col">{t('users.role')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((user) => {
              const role = user.customerPermissions.find((permission) => permission.customerId === customerId)?.role;
              return (
                <tr key={user.userId}>
                  <td>{user.firstName} {user.lastName}</td>
                  <td>{user.email}</td>
                  <td>{role ? t(`roles.${role}` as TextKey) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <nav aria-label={t('users.page', { current: page, last })} className="pager">
        {page > 1 ? <a href={pageLink(page - 1)}>{t('users.previous')}</a> : null}
        <span>{t('users.page', { current: page, last })}</span>
        {page < last ? <a href={pageLink(page + 1)}>{t('users.next')}</a> : null}
      </nav>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
