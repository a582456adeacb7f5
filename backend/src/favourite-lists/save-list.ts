import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AccessTokenSubject } from '../lib/access-token';
import { requireCustomer } from '../commerce/customer-access';
import { checkArticleLines, upsertItemsStatement, type LineFailure } from './add-articles';
import { editableList, listNotFound, readableList } from './list-access';
import { findList, findListStatement, insertListStatement, ListRowSchema, updateListStatement, type ListRow } from './list-repository';
import { requireListName } from './list-name';
import type { SaveListBody } from './list-schemas';

type SaveInput = z.infer<typeof SaveListBody>;

/**
 * PUT /v2/favorites/{id}. An id nobody has yet creates the list (name required; access PRIVATE by
 * default) for the caller in their customer, with its first lines in the same batch; the shop
 * makes the id once per form, so a double post finds the list made by the first and changes
 * nothing (decision 027). An existing id changes name and/or access, for those who may.
 */
export async function saveList(db: D1Database, auth: AccessTokenSubject, id: string, input: SaveInput, customerHeader: string | undefined, now: number): Promise<{ status: ContentfulStatusCode; list: ListRow; errors: LineFailure[] }> {
  const name = input.name === undefined ? undefined : requireListName(input.name);
  const existing = await findList(db, id);
  if (existing && input.ifNew) return { status: 200, list: await readableList(db, auth, existing.id, customerHeader), errors: [] };
  if (existing) return { status: 200, list: await changeList(db, auth, existing.id, { name, access: input.access }, customerHeader, now), errors: [] };

  const { customerId } = requireCustomer(auth, input.customerId ?? customerHeader);
  const listName = requireListName(input.name ?? '');
  const { accepted, errors } = input.articles?.length ? await checkArticleLines(db, input.articles) : { accepted: [], errors: [] };
  const [inserted, ...rest] = await db.batch([
    insertListStatement(db, { id, customerId, userId: auth.userId, name: listName, access: input.access ?? 'PRIVATE', now }),
    ...(accepted.length > 0 ? [upsertItemsStatement(db, { listId: id, now, lines: accepted, mode: 'increment' })] : []),
    findListStatement(db, id),
  ]);
  if ((inserted?.results ?? []).length === 0) {
    // The id was taken between our read and the insert (the same form posted twice): the first won.
    return { status: 200, list: await changeList(db, auth, id, { name: undefined, access: undefined }, customerHeader, now), errors: [] };
  }
  const row = rest.at(-1)?.results?.[0];
  return { status: 201, list: ListRowSchema.parse(row), errors };
}

async function changeList(db: D1Database, auth: AccessTokenSubject, id: string, change: { name: string | undefined; access: ListRow['access'] | undefined }, customerHeader: string | undefined, now: number): Promise<ListRow> {
  const list = await editableList(db, auth, id, customerHeader);
  if (change.name === undefined && change.access === undefined) return list;
  const [updated, found] = await db.batch([updateListStatement(db, list.id, { ...change, now }), findListStatement(db, list.id)]);
  if ((updated?.results ?? []).length === 0 || !found?.results?.[0]) throw listNotFound();
  return ListRowSchema.parse(found.results[0]);
}
