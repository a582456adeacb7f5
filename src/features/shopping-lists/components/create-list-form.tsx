'use client';

import { useActionState } from 'react';
import { createList } from '../actions/create-list';
import { IDLE_LIST_STATE } from '../list-action-state';

export interface CreateListTexts {
  heading: string;
  name: string;
  share: string;
  submit: string;
}

/** A new list: a name and whether the whole company sees it. The id comes with the form (one list per form). */
export function CreateListForm({ listId, texts }: { listId: string; texts: CreateListTexts }) {
  const [state, action, pending] = useActionState(createList, IDLE_LIST_STATE);
  return (
    <form action={action} className="list-form" aria-labelledby="create-list-heading" aria-busy={pending || undefined}>
      <h2 id="create-list-heading">{texts.heading}</h2>
      <input type="hidden" name="listId" value={listId} />
      <div className="list-form__row">
        <label>
          {texts.name}
          <input type="text" name="name" required maxLength={100} autoComplete="off" aria-describedby="create-list-message" />
        </label>
        <button type="submit" className="button button--primary" disabled={pending}>{texts.submit}</button>
      </div>
      <label className="list-form__check">
        <input type="checkbox" name="share" />
        {texts.share}
      </label>
      <p id="create-list-message" role="status" className={state.status === 'done' ? 'list-form__message' : 'list-form__message list-form__message--error'}>{state.message}</p>
    </form>
  );
}
