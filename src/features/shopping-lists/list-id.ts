import { z } from 'zod';
import { t } from '../../lib/texts';
import type { ListActionState } from './list-action-state';
import { checkListName } from './list-name';

/** A list id as the route and the service take it. */
export const ListIdField = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

/** An item id of a list line. */
export const ItemIdField = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

/**
 * The id of a list not made yet, rendered into its form: posted twice, the form names the same
 * list, and the service makes it once (PUT creates under an id nobody has; decision 027).
 */
export const newListId = () => crypto.randomUUID();

export type NewListFields = { ok: true; listId: string; name: string } | { ok: false; state: ListActionState };

/** The id and name a form for a new list posts (create, save the cart as a list), checked. */
export function readNewListFields(form: FormData): NewListFields {
  const id = ListIdField.safeParse(form.get('listId'));
  if (!id.success) return { ok: false, state: { status: 'invalid', message: t('errors.bad_request') } };
  const name = checkListName(String(form.get('name') ?? ''));
  if (!name.ok) return { ok: false, state: { status: 'invalid', message: t(name.key, name.params) } };
  return { ok: true, listId: id.data, name: name.name };
}
