'use client';

import { useActionState } from 'react';
import { requestQuoteFromCart } from '../actions/request-quote-from-cart';
import { requestQuoteFromList } from '../actions/request-quote-from-list';
import { QUOTE_IDLE } from '../quote-action-state';
import { useTickedValues } from '../use-ticked-values';
import { QuoteFormStatus } from './quote-form-status';

export interface RequestQuoteTexts {
  heading: string;
  hint: string;
  message: string;
  reference: string;
  submit: string;
  open: string;
  scopeAll: string;
  /** With {count}. */
  scopeChosen: string;
  scopeChosenOne: string;
}

/** Where the lines come from: the cart, or one shopping list. */
export type QuoteSource = { kind: 'cart' } | { kind: 'list'; listId: string };

// The line checkboxes of each source (they belong to the cart's or the list's own bulk form).
const TICKED = {
  cart: { selector: 'input.cart-line__select[name="cartItemId"]', field: 'cartItemId' },
  list: { selector: 'input.list-line__select[name="itemId"]', field: 'itemId' },
} as const;

/**
 * "Begär offert" on the cart page and on a shopping list: the ticked lines (all when none is
 * ticked) to a seller, with a message and a reference. The line says which it will be.
 */
export function RequestQuoteForm({ requestKey, source, texts }: { requestKey: string; source: QuoteSource; texts: RequestQuoteTexts }) {
  const [state, action, pending] = useActionState(source.kind === 'cart' ? requestQuoteFromCart : requestQuoteFromList, { ...QUOTE_IDLE, requestKey });
  const { selector, field } = TICKED[source.kind];
  const ticked = useTickedValues(selector);
  const scope = ticked.length === 0 ? texts.scopeAll : ticked.length === 1 ? texts.scopeChosenOne : texts.scopeChosen.replace('{count}', String(ticked.length));
  return (
    <form action={action} className="cart-tool quote-form" aria-labelledby="request-quote-heading" aria-busy={pending || undefined}>
      <h2 id="request-quote-heading" className="cart-tool__heading">{texts.heading}</h2>
      <p>{texts.hint}</p>
      <input type="hidden" name="requestKey" value={state.requestKey ?? requestKey} />
      {source.kind === 'list' ? <input type="hidden" name="listId" value={source.listId} /> : null}
      {ticked.map((value) => (
        <input key={value} type="hidden" name={field} value={value} />
      ))}
      <p className="quote-form__scope" aria-live="polite">{scope}</p>
      <label>
        {texts.message}
        <textarea name="message" rows={2} maxLength={2000} />
      </label>
      <label>
        {texts.reference}
        <input type="text" name="reference" maxLength={60} autoComplete="off" />
      </label>
      <button type="submit" className="button button--secondary" disabled={pending}>{texts.submit}</button>
      <QuoteFormStatus state={state} linkText={texts.open} />
    </form>
  );
}
