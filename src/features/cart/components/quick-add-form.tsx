'use client';

import { quickAdd } from '../actions/quick-add';
import { useCartAction } from '../use-cart-action';
import { LIST_NAMES } from '../../analytics';

export interface QuickAddTexts {
  heading: string;
  label: string;
  hint: string;
  submit: string;
  busy: string;
  resultHeading: string;
}

/** Quick add: paste "article number, quantity" lines; every line gets its own result. */
export function QuickAddForm({ texts }: { texts: QuickAddTexts }) {
  const [state, action, pending] = useCartAction(quickAdd, { listName: LIST_NAMES.quickOrder });
  return (
    <form action={action} className="cart-tool quick-add" aria-labelledby="quick-add-heading" aria-busy={pending || undefined}>
      <h2 id="quick-add-heading" className="cart-tool__heading">{texts.heading}</h2>
      <label htmlFor="quick-add-lines">{texts.label}</label>
      <textarea id="quick-add-lines" name="lines" rows={4} aria-describedby="quick-add-hint" spellCheck={false} />
      <p id="quick-add-hint" className="cart-tool__hint">{texts.hint}</p>
      <button type="submit" className="button button--primary" disabled={pending}>{pending ? texts.busy : texts.submit}</button>
      <div role="status" aria-live="polite" className="cart-tool__result">
        {state.message ? <p className={state.status === 'done' ? 'cart-tool__message' : 'cart-tool__message cart-tool__message--error'}>{state.message}</p> : null}
        {state.results && state.results.length > 0 ? (
          <ul className="quick-add__results" aria-label={texts.resultHeading}>
            {state.results.map((result, index) => (
              <li key={index} className={result.ok ? 'quick-add__result--ok' : 'quick-add__result--error'}>{result.text}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </form>
  );
}
