'use client';

import { useActionState } from 'react';
import { saveCartAsList } from '../actions/save-cart-as-list';
import { IDLE_LIST_STATE } from '../list-action-state';

export interface SaveCartAsListTexts {
  heading: string;
  hint: string;
  name: string;
  submit: string;
  open: string;
}

/** "Spara som inköpslista" on the cart page: the cart's lines into a new private list (one list per form). */
export function SaveCartAsListForm({ listId, texts }: { listId: string; texts: SaveCartAsListTexts }) {
  const [state, action, pending] = useActionState(saveCartAsList, IDLE_LIST_STATE);
  return (
    <form action={action} className="cart-tool list-form" aria-labelledby="save-cart-as-list-heading" aria-busy={pending || undefined}>
      <h2 id="save-cart-as-list-heading" className="cart-tool__heading">{texts.heading}</h2>
      <p className="list-form__hint">{texts.hint}</p>
      <input type="hidden" name="listId" value={listId} />
      <label>
        {texts.name}
        <input type="text" name="name" required maxLength={100} autoComplete="off" />
      </label>
      <button type="submit" className="button button--secondary" disabled={pending || state.listHref !== undefined}>{texts.submit}</button>
      <div role="status" aria-live="polite">
        {state.message ? <p className={state.status === 'done' ? 'list-form__message' : 'list-form__message list-form__message--error'}>{state.message}</p> : null}
        {state.listHref ? <a href={state.listHref}>{texts.open}</a> : null}
      </div>
    </form>
  );
}
