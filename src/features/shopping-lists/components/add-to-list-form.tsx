'use client';

import { useActionState, useState } from 'react';
import { addToList } from '../actions/add-to-list';
import { IDLE_LIST_STATE } from '../list-action-state';

export interface AddToListTexts {
  heading: string;
  list: string;
  newList: string;
  newName: string;
  quantity: string;
  submit: string;
  open: string;
}

/**
 * "Lägg till i lista" on the product page: a list the buyer may change, or a new one, and the
 * quantity. Folded away until asked for, so the product page stays as it was.
 */
export function AddToListForm(props: { articleNumber: string; unit: string; multiple: number; lists: { id: string; name: string }[]; newListId: string; texts: AddToListTexts }) {
  const { articleNumber, unit, multiple, lists, newListId, texts } = props;
  const [state, action, pending] = useActionState(addToList, IDLE_LIST_STATE);
  const [choice, setChoice] = useState(lists[0]?.id ?? 'new');
  return (
    <details className="add-to-list">
      <summary className="button button--secondary">{texts.heading}</summary>
      <form action={action} className="list-form" aria-busy={pending || undefined}>
        <input type="hidden" name="articleNumber" value={articleNumber} />
        <input type="hidden" name="unit" value={unit} />
        <input type="hidden" name="multiple" value={multiple} />
        <input type="hidden" name="newListId" value={newListId} />
        <label>
          {texts.list}
          <select name="listId" value={choice} onChange={(event) => setChoice(event.currentTarget.value)}>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>{list.name}</option>
            ))}
            <option value="new">{texts.newList}</option>
          </select>
        </label>
        {choice === 'new' ? (
          <label>
            {texts.newName}
            <input type="text" name="newName" required maxLength={100} autoComplete="off" />
          </label>
        ) : null}
        <label>
          {texts.quantity}
          <input type="text" name="quantity" inputMode="decimal" defaultValue={String(multiple)} maxLength={20} autoComplete="off" />
        </label>
        <button type="submit" className="button button--primary" disabled={pending}>{texts.submit}</button>
        <div role="status" aria-live="polite">
          {state.message ? <p className={state.status === 'done' ? 'list-form__message' : 'list-form__message list-form__message--error'}>{state.message}</p> : null}
          {state.listHref ? <a href={state.listHref}>{texts.open}</a> : null}
        </div>
      </form>
    </details>
  );
}
