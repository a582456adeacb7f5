import type { AccessTokenSubject } from '../lib/access-token';
import { mayEdit } from './list-access';
import type { ItemRow, ListRow } from './list-repository';

/** A favourite list as spec point 3 names it, plus `editable` for the caller. */
export function toListView(row: ListRow, auth: AccessTokenSubject) {
  return {
    favoriteId: row.id,
    favoriteName: row.name,
    access: row.access,
    userId: row.user_id,
    customerId: row.customer_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    totalRows: row.total_rows,
    user: { fullName: row.owner_name },
    editable: mayEdit(auth, row),
  };
}
export type ListView = ReturnType<typeof toListView>;

export const toItemView = (row: ItemRow) => ({
  favoriteItemId: row.id,
  articleNumber: row.article_number,
  quantity: row.quantity,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});
