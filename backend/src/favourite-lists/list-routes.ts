import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { errorBody } from '../lib/api-error';
import { createRouter } from '../lib/create-router';
import { validateJson, validateParams, validateQuery } from '../lib/validate';
import { limitCartJson } from '../cart/body-limits';
import { CUSTOMER_HEADER } from '../commerce/customer-access';
import { addArticles } from './add-articles';
import { editableList, listNotFound, readableList } from './list-access';
import { deleteItems, deleteList, findItem, loadItems, setItemQuantity } from './list-repository';
import { AddArticlesBody, DeleteItemsBody, ItemParams, ItemsQuery, ListParams, ListQuery, SaveListBody, UpdateItemBody } from './list-schemas';
import { findVisibleLists } from './find-lists';
import { saveList } from './save-list';
import { toItemView, toListView } from './list-view';
import { checkArticleLines } from './add-articles';

/** Favourite lists (spec point 7), shown in the shop as shopping lists. Decision 027. */
export const listRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'private, no-store' };

listRoutes.get('/v2/favorites', requireAuth(), validateQuery(ListQuery), async (c) => {
  const page = await findVisibleLists(c.env.DB, c.var.auth, c.req.valid('query'), c.req.header(CUSTOMER_HEADER));
  return c.json(page, 200, NO_STORE);
});

listRoutes.get('/v3/favorites/:id/items', requireAuth(), validateParams(ListParams), validateQuery(ItemsQuery), async (c) => {
  const list = await readableList(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const page = c.req.valid('query');
  const rows = await loadItems(c.env.DB, list.id, page);
  const next = page.offset + rows.length < list.total_rows ? page.offset + rows.length : null;
  return c.json({ favoriteId: list.id, data: rows.map(toItemView), total: list.total_rows, offset: page.offset, limit: page.limit, next }, 200, NO_STORE);
});

listRoutes.get('/v2/favorites/:id', requireAuth(), validateParams(ListParams), async (c) => {
  const list = await readableList(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  return c.json(toListView(list, c.var.auth), 200, NO_STORE);
});

/** Creates the list under this id (the shop makes one per form, so a double post makes one list) or changes name/access. */
listRoutes.put('/v2/favorites/:id', requireAuth(), validateParams(ListParams), limitCartJson(), validateJson(SaveListBody), async (c) => {
  const { status, list, errors } = await saveList(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.valid('json'), c.req.header(CUSTOMER_HEADER), Date.now());
  return c.json({ ...toListView(list, c.var.auth), errors }, status, NO_STORE);
});

listRoutes.delete('/v2/favorites/:id', requireAuth(), validateParams(ListParams), async (c) => {
  const list = await editableList(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  if (!(await deleteList(c.env.DB, list.id))) throw listNotFound();
  return c.body(null, 204, NO_STORE);
});

listRoutes.put('/v2/favorites/:id/articles/batch/delete', requireAuth(), validateParams(ListParams), limitCartJson(), validateJson(DeleteItemsBody), async (c) => {
  const list = await editableList(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const wanted = c.req.valid('json').favoriteItemIds;
  const deleted = await deleteItems(c.env.DB, list.id, wanted, Date.now());
  const gone = new Set(deleted);
  return c.json({ favoriteId: list.id, deletedFavoriteItemIds: deleted, errors: wanted.filter((id) => !gone.has(id)).map((id) => ({ id, code: 'not_found' })) }, 200, NO_STORE);
});

listRoutes.put('/v2/favorites/:id/articles/:itemId', requireAuth(), validateParams(ItemParams), limitCartJson(), validateJson(UpdateItemBody), async (c) => {
  const { id, itemId } = c.req.valid('param');
  const list = await editableList(c.env.DB, c.var.auth, id, c.req.header(CUSTOMER_HEADER));
  const item = await findItem(c.env.DB, list.id, itemId);
  if (!item) return c.json(errorBody(404, 'not_found', 'No such line in the list'), 404, NO_STORE);
  const { quantity } = c.req.valid('json');
  const { errors } = await checkArticleLines(c.env.DB, [{ articleNumber: item.article_number, quantity }]);
  const [failure] = errors;
  if (failure) return c.json({ ...errorBody(failure.code === 'unknown_article' ? 422 : 400, failure.code, 'The quantity was not saved'), errors }, failure.code === 'unknown_article' ? 422 : 400, NO_STORE);
  const saved = await setItemQuantity(c.env.DB, list.id, itemId, quantity, Date.now());
  if (!saved) return c.json(errorBody(404, 'not_found', 'No such line in the list'), 404, NO_STORE);
  return c.json({ favoriteId: list.id, favoriteItem: toItemView(saved) }, 200, NO_STORE);
});

listRoutes.put('/v2/favorites/:id/articles', requireAuth(), validateParams(ListParams), limitCartJson(), validateJson(AddArticlesBody), async (c) => {
  const list = await editableList(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  const { articles, mode } = c.req.valid('json');
  const result = await addArticles(c.env.DB, list.id, articles, Date.now(), mode ?? 'increment');
  if (result.listGone) throw listNotFound();
  const body = { favoriteId: list.id, favoriteItems: result.favoriteItems.map(toItemView), errors: result.errors };
  if (result.favoriteItems.length > 0 || result.errors.length === 0) return c.json(body, 200, NO_STORE);
  const codes = new Set(result.errors.map((error) => error.code));
  const [only] = codes;
  const code = codes.size === 1 && only ? only : 'items_not_saved';
  const status = code === 'LIST_LIMIT' ? 409 : 422;
  return c.json({ ...errorBody(status, code, 'No line was saved'), ...body }, status, NO_STORE);
});
