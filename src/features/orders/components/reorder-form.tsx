'use client';

import { useCartAction } from '../../cart';
import { reorderLines } from '../actions/reorder-lines';
import { LIST_NAMES } from '../../analytics';

export interface ReorderTexts {
  heading: string;
  hint: string;
  chosen: string;
  all: string;
  busy: string;
  resultHeading: string;
  toCart: string;
}

/**
 * Reorder: the line checkboxes in the lines table belong to this form (form="reorder-form"), so
 * the table stays server-rendered. Each line is answered on its own, like quick add; the results
 * stay until the next send (nothing to race).
 */
export function ReorderForm({ orderId, texts, cartHref }: { orderId: string; texts: ReorderTexts; cartHref: string }) {
  const [state, action, pending] = useCartAction(reorderLines, { listName: LIST_NAMES.historicOrder });
  return (
    <form id="reorder-form" action={action} className="order-tool reorder" aria-labelledby="reorder-heading" aria-busy={pending || undefined}>
      <h2 id="reorder-heading">{texts.heading}</h2>
      <p className="form-hint">{texts.hint}</p>
      <input type="hidden" name="orderId" value={orderId} />
      <div className="order-tool__actions">
        <button type="submit" name="scope" value="chosen" className="button button--primary" disabled={pending}>{pending ? texts.busy : texts.chosen}</button>
        <button type="submit" name="scope" value="all" className="button button--secondary" disabled={pending}>{texts.all}</button>
      </div>
      <div role="status" aria-live="polite" className="order-tool__result">
        {state.message ? <p className={state.status === 'done' ? 'order-tool__message' : 'order-tool__message order-tool__message--error'}>{state.message}</p> : null}
        {state.results && state.results.length > 0 ? (
          <ul className="reorder__results" aria-label={texts.resultHeading}>
            {state.results.map((result, index) => (
              <li key={index} className={result.ok ? 'reorder__result--ok' : 'reorder__result--error'}>{result.text}</li>
            ))}
          </ul>
        ) : null}
        {state.status === 'done' || (state.results?.some((result) => result.ok) ?? false) ? <a href={cartHref}>{texts.toCart}</a> : null}
      </div>
    </form>
  );
}
