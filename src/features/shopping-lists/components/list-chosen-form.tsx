'use client';

import { useActionState } from 'react';
import { useCartAction } from '../../cart';
import { addListToCart } from '../actions/add-list-to-cart';
import { removeListLines } from '../actions/remove-list-lines';
import { IDLE_LIST_STATE } from '../list-action-state';
import { LIST_NAMES } from '../../analytics';

export interface ListChosenTexts {
  all: string;
  chosen: string;
  busy: string;
  remove: string;
  resultHeading: string;
  goToCart: string;
  hint: string;
}

/**
 * What is done with the chosen lines (their checkboxes belong to this form: form="list-chosen"):
 * into the cart, the chosen ones or the whole list, in one call; or removed. The cart's status in
 * the header follows the add (useCartAction). Results stay until the next send.
 */
export function ListChosenForm({ listId, editable, canOrder, texts, cartHref }: { listId: string; editable: boolean; canOrder: boolean; texts: ListChosenTexts; cartHref: string }) {
  const [cartState, cartAction, adding] = useCartAction(addListToCart, { listName: LIST_NAMES.shoppingList });
  const [removeState, removeAction, removing] = useActionState(removeListLines, IDLE_LIST_STATE);
  const state = removeState.status !== 'idle' && !adding ? removeState : cartState;
  const results = cartState.results ?? [];
  return (
    <form id="list-chosen" action={cartAction} className="list-form" aria-busy={adding || removing || undefined}>
      <input type="hidden" name="listId" value={listId} />
      {canOrder ? <p className="list-form__hint">{texts.hint}</p> : null}
      <div className="list-bulk">
        {canOrder ? (
          <>
            <button type="submit" name="scope" value="all" className="button button--primary" disabled={adding}>{adding ? texts.busy : texts.all}</button>
            <button type="submit" name="scope" value="chosen" className="button button--secondary" disabled={adding}>{texts.chosen}</button>
          </>
        ) : null}
        {editable ? (
          <button type="submit" formAction={removeAction} className="button button--link" disabled={removing}>{texts.remove}</button>
        ) : null}
      </div>
      <div role="status" aria-live="polite">
        {state.message ? <p className={state.status === 'done' ? 'list-form__message' : 'list-form__message list-form__message--error'}>{state.message}</p> : null}
        {results.length > 0 && state === cartState ? (
          <ul className="list-results" aria-label={texts.resultHeading}>
            {results.map((result, index) => (
              <li key={index} className={result.ok ? 'list-result' : 'list-result--error'}>{result.text}</li>
            ))}
          </ul>
        ) : null}
        {state === cartState && cartState.lineCount !== undefined ? <a href={cartHref}>{texts.goToCart}</a> : null}
      </div>
    </form>
  );
}
