import 'server-only';
import { PageTitle } from '../../../components/page-title';
import { ServiceUnavailable } from '../../../components/feedback/service-unavailable';
import { formatDate } from '../../../lib/format';
import { getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import { getFavoriteLists, type FavoriteListPage } from '../../../lib/upstream/favorite-lists/get-favorite-lists';
import { LIST_SORTS, type ListSort } from '../../../lib/upstream/favorite-lists/favorite-list-schemas';
import { newListId } from '../list-id';
import { asListUser } from '../list-user';
import { CreateListForm } from './create-list-form';
import '../shopping-lists.css';

/** Lists per page of /inkopslistor. */
export const LISTS_PAGE_SIZE = 20;

const isSort = (value: string | null): value is ListSort => (LIST_SORTS as readonly string[]).includes(value ?? '');

const listsHref = (sort: ListSort, page: number) => href('inkopslistor', {}, { ...(sort === LIST_SORTS[0] ? {} : { sortering: sort }), ...(page > 1 ? { sida: String(page) } : {}) });

/**
 * /inkopslistor: the buyer's own lists and the customer's shared ones (name, owner, number of
 * articles, last changed), sorted and paged by getFavoriteLists, sort and page in the URL; and
 * the form that makes a new list.
 */
export async function ShoppingListsPage({ search }: { search: URLSearchParams }) {
  const { session } = getRequestContext();
  const sort = isSort(search.get('sortering')) ? (search.get('sortering') as ListSort) : LIST_SORTS[0];
  const requested = Number(search.get('sida') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 1_000 ? requested : 1;
  const lists = await asListUser((user) => getFavoriteLists(user.commerce, { token: user.token, customerId: user.customerId, limit: LISTS_PAGE_SIZE, offset: (page - 1) * LISTS_PAGE_SIZE, sort })).catch((error: unknown): 'down' => {
    if (error instanceof UpstreamError) return 'down';
    throw error;
  });
  return (
    <section className="page lists-page">
      <PageTitle title={t('routes.shoppingLists')} />
      <h1 className="page__title">{t('routes.shoppingLists')}</h1>
      <p className="lists-page__intro">{t('shoppingLists.list.intro')}</p>
      <div className="list-tools">
        <CreateListForm
          listId={newListId()}
          texts={{ heading: t('shoppingLists.create.heading'), name: t('shoppingLists.create.name'), share: t('shoppingLists.create.share'), submit: t('shoppingLists.create.submit') }}
        />
      </div>
      {lists === 'down' ? <ServiceUnavailable textKey="shoppingLists.errors.load" /> : <ListTable lists={lists} sort={sort} page={page} userId={session?.userId} />}
    </section>
  );
}

function ListTable({ lists, sort, page, userId }: { lists: FavoriteListPage; sort: ListSort; page: number; userId: string | undefined }) {
  const last = Math.max(1, Math.ceil(lists.total / LISTS_PAGE_SIZE));
  if (lists.total === 0) return <p role="status">{t('shoppingLists.list.empty')}</p>;
  return (
    <>
      <form method="get" action={href('inkopslistor')} className="list-sort">
        <label>
          {t('shoppingLists.list.sort')}{' '}
          <select name="sortering" defaultValue={sort}>
            {LIST_SORTS.map((value) => (
              <option key={value} value={value}>{t(`shoppingLists.list.sorts.${value}`)}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--secondary">{t('shoppingLists.list.apply')}</button>
      </form>
      <p role="status">{lists.total === 1 ? t('shoppingLists.list.countOne') : t('shoppingLists.list.count', { total: lists.total })}</p>
      <div className="list-table-wrap">
        <table className="data-table data-table--stack list-table">
          <caption className="visually-hidden">{t('shoppingLists.list.caption', { current: page, last })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shoppingLists.list.name')}</th>
              <th scope="col">{t('shoppingLists.list.owner')}</th>
              <th scope="col" className="numeric">{t('shoppingLists.list.rows')}</th>
              <th scope="col">{t('shoppingLists.list.updated')}</th>
              <th scope="col">{t('shoppingLists.list.access')}</th>
            </tr>
          </thead>
          <tbody>
            {lists.data.map((list) => (
              <tr key={list.favoriteId}>
                <th scope="row">
                  <a href={href('inkopslista', { id: list.favoriteId })} aria-label={t('shoppingLists.list.open', { name: list.favoriteName })}>{list.favoriteName}</a>
                </th>
                <td data-label={t('shoppingLists.list.owner')}>{list.userId === userId ? t('shoppingLists.list.you') : list.user.fullName}</td>
                <td className="numeric" data-label={t('shoppingLists.list.rows')}>{list.totalRows}</td>
                <td data-label={t('shoppingLists.list.updated')}>{formatDate(list.updatedAt)}</td>
                <td data-label={t('shoppingLists.list.access')}><span className="list-access">{t(list.access === 'SHARED' ? 'shoppingLists.list.shared' : 'shoppingLists.list.private')}</span></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {last > 1 ? (
        <nav aria-label={t('shoppingLists.list.pager')} className="pager">
          {page > 1 ? <a href={listsHref(sort, page - 1)} rel="prev">{t('shoppingLists.list.previous')}</a> : null}
          <span aria-current="page">{t('shoppingLists.list.page', { current: page, last })}</span>
          {page < last ? <a href={listsHref(sort, page + 1)} rel="next">{t('shoppingLists.list.next')}</a> : null}
        </nav>
      ) : null}
    </>
  );
}
