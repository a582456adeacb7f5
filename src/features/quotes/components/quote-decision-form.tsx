'use client';

import { useActionState, useEffect } from 'react';
import { LIST_NAMES, pushDataLayerEvent, withListName } from '../../analytics';
import { decideQuote } from '../actions/decide-quote';
import { QUOTE_IDLE } from '../quote-action-state';
import { QuoteFormStatus } from './quote-form-status';

export interface QuoteDecisionTexts {
  heading: string;
  hint: string;
  message: string;
  accept: string;
  decline: string;
  toCart: string;
}

/** The buyer's accept or decline of an answered quote (the pressed button names the decision). */
export function QuoteDecisionForm({ quoteId, texts }: { quoteId: string; texts: QuoteDecisionTexts }) {
  const [state, action, pending] = useActionState(decideQuote, QUOTE_IDLE);
  const done = state.status === 'done';
  // An accept put the quote's lines in the cart: report it like any cart change, from quote_list.
  useEffect(() => {
    if (state.analytics) pushDataLayerEvent(withListName(state.analytics, LIST_NAMES.quote));
  }, [state]);
  return (
    <form action={action} className="quote-form" aria-labelledby="quote-decision-heading" aria-busy={pending || undefined}>
      <h2 id="quote-decision-heading">{texts.heading}</h2>
      <p>{texts.hint}</p>
      <input type="hidden" name="quoteId" value={quoteId} />
      <label>
        {texts.message}
        <textarea name="message" rows={2} maxLength={2000} />
      </label>
      <div className="quote-form__buttons">
        <button type="submit" name="decision" value="accept" className="button button--primary" disabled={pending || done}>{texts.accept}</button>
        <button type="submit" name="decision" value="decline" className="button button--secondary" disabled={pending || done}>{texts.decline}</button>
      </div>
      <QuoteFormStatus state={state} linkText={texts.toCart} />
    </form>
  );
}
