import 'server-only';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { Streamed } from '../../../components/streaming/streamed';
import { formatDate } from '../../../lib/format';
import { getPermissions } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { loadListLines, loadListPage, type ListPage } from '../load-list-page';
import { AddArticleForm } from './add-article-form';
import { ListChosenForm } from './list-chosen-form';
import { ListFileForms } from './list-file-forms';
import { ListLineItem } from './list-line-item';
import { ListManage } from './list-manage';
import '../shopping-lists.css';

const pageHref = (id: string, page: number) => href('inkopslista', { id }, page > 1 ? { sida: String(page) } : {});

/**
 * /inkopslistor/{id}: one list's lines with picture, name, article number, price (for those who
 * may see prices) and stock; quantities to change (the owner and admins), lines to remove, an
 * article to add by number, the whole list or chosen lines into the cart, spreadsheet export
 * and import. A list that is not the buyer's to see is the not-found page. `tools` are other
 * features' forms for the list (the route places them: "Begär offert"), shown with its own tools.
 */
export async function ShoppingListPage({ id, search, tools }: { id: string; search: URLSearchParams; tools?: ReactNode }) {
  const requested = Number(search.get('sida') ?? '1');
  const data = await loadListPage(id, Number.isInteger(requested) && requested >= 1 && requested <= 100 ? requested : 1);
  const { list } = data;
  const canOrder = getPermissions().placeOrders;
  return (
    <section className="page list-page">
      <PageTitle title={list.favoriteName} />
      <p><a href={href('inkopslistor')}>{t('shoppingLists.detail.back')}</a></p>
      <h1 className="page__title">{list.favoriteName}</h1>
      <p className="list-summary">
        <span className="list-access">{t(list.access === 'SHARED' ? 'shoppingLists.detail.sharedNote' : 'shoppingLists.detail.privateNote')}</span>{' '}
        {t('shoppingLists.detail.summary', { count: list.totalRows, owner: list.user.fullName, date: formatDate(list.updatedAt) })}
      </p>
      {list.editable ? (
        <ListManage
          listId={list.favoriteId}
          name={list.favoriteName}
          access={list.access}
          texts={{
            heading: t('shoppingLists.manage.heading'),
            rename: t('shoppingLists.manage.rename'),
            save: t('shoppingLists.manage.save'),
            share: t('shoppingLists.manage.share'),
            makePrivate: t('shoppingLists.manage.makePrivate'),
            delete: t('shoppingLists.manage.delete'),
            confirmDelete: t('shoppingLists.manage.confirmDelete', { name: list.favoriteName, count: list.totalRows }),
            confirm: t('shoppingLists.manage.confirm'),
            cancel: t('shoppingLists.manage.cancel'),
          }}
        />
      ) : (
        <p role="note">{t('shoppingLists.manage.readOnly', { owner: list.user.fullName })}</p>
      )}
      {data.items.length === 0 ? (
        <p role="status">{t('shoppingLists.detail.empty')}</p>
      ) : (
        <Streamed
          fallback={
            <p className="list-lines-loading" aria-busy="true" style={{ ['--lines' as string]: data.items.length }}>
              {t('common.loading')}
            </p>
          }
        >
          <ListLines data={data} canOrder={canOrder} />
        </Streamed>
      )}
      {data.lastPage > 1 ? (
        <nav aria-label={t('shoppingLists.detail.pager')} className="pager">
          {data.page > 1 ? <a href={pageHref(list.favoriteId, data.page - 1)} rel="prev">{t('shoppingLists.list.previous')}</a> : null}
          <span aria-current="page">{t('shoppingLists.list.page', { current: data.page, last: data.lastPage })}</span>
          {data.page < data.lastPage ? <a href={pageHref(list.favoriteId, data.page + 1)} rel="next">{t('shoppingLists.list.next')}</a> : null}
        </nav>
      ) : null}
      <div className="list-tools">
        {list.editable ? (
          <AddArticleForm listId={list.favoriteId} texts={{ heading: t('shoppingLists.add.heading'), article: { label: t('shoppingLists.add.article'), articleNumber: t('navigation.search.articleNumber'), chosen: t('shoppingLists.add.chosen') }, quantity: t('shoppingLists.add.quantity'), submit: t('shoppingLists.add.submit') }} />
        ) : null}
        <ListFileForms
          listId={list.favoriteId}
          editable={list.editable}
          texts={{
            heading: t('shoppingLists.file.heading'),
            export: t('shoppingLists.file.export'),
            format: t('cartPage.actions.format'),
            exportXlsx: t('shoppingLists.file.exportXlsx'),
            exportCsv: t('shoppingLists.file.exportCsv'),
            import: t('shoppingLists.file.import'),
            importHint: t('shoppingLists.file.importHint'),
            file: t('shoppingLists.file.file'),
            submit: t('shoppingLists.file.submit'),
            choose: t('common.chooseFile'),
            noFile: t('common.noFileChosen'),
          }}
        />
        {data.items.length > 0 ? tools : null}
      </div>
    </section>
  );
}

/** The page's lines with their catalogue data, streamed after the list's frame (issue 13). */
async function ListLines({ data, canOrder }: { data: ListPage; canOrder: boolean }) {
  const { list } = data;
  const lines = await loadListLines(data);
  const showPrices = getPermissions().viewPrices;
  // One texts object for every line: the RSC payload carries it once, not once per line.
  const lineTexts = {
    select: t('shoppingLists.detail.select'),
    articleNumber: t('shoppingLists.detail.articleNumber'),
    stock: t('shoppingLists.detail.stock'),
    quantityFor: t('shoppingLists.detail.quantityFor'),
    decrease: t('shoppingLists.detail.decrease'),
    increase: t('shoppingLists.detail.increase'),
    discontinued: t('shoppingLists.detail.discontinued'),
    replacement: t('shoppingLists.detail.replacement'),
  };
  return (
    <>
      <ListChosenForm
        listId={list.favoriteId}
        editable={list.editable}
        canOrder={canOrder}
        texts={{
          all: t('shoppingLists.toCart.all'),
          chosen: t('shoppingLists.toCart.chosen'),
          busy: t('shoppingLists.toCart.busy'),
          remove: t('shoppingLists.detail.removeSelected'),
          resultHeading: t('shoppingLists.toCart.resultHeading'),
          goToCart: t('shoppingLists.toCart.goToCart'),
          hint: t('shoppingLists.toCart.hint'),
        }}
        cartHref={href('cart')}
      />
      <ul className="list-lines" aria-label={t('shoppingLists.detail.caption', { current: data.page, last: data.lastPage })}>
        {lines.map((line) => (
          <ListLineItem
            key={line.itemId}
            listId={list.favoriteId}
            line={line}
            editable={list.editable}
            showPrices={showPrices}
            texts={lineTexts}
          />
        ))}
      </ul>
    </>
  );
}
