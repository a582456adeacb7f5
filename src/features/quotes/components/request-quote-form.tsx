'use client';

import { useActionState } from 'react';
import { requestQuoteFromCart } from '../actions/request-quote-from-cart';
import { QUOTE_IDLE } from '../quote-action-state';
import { QuoteFormStatus } from './quote-form-status';

export interface RequestQuoteTexts {
  heading: string;
  hint: string;
  message: string;
  reference: string;
  submit: string;
  open: string;
}

/** "Begär offert" on the cart page: the cart's lines to a seller, with a message and a reference. */
export function RequestQuoteForm({ requestKey, texts }: { requestKey: string; texts: RequestQuoteTexts }) {
  const [state, action, pending] = useActionState(requestQuoteFromCart, { ...QUOTE_IDLE, requestKey });
  return (
    <form action={action} className="cart-tool quote-form" aria-labelledby="request-quote-heading" aria-busy={pending || undefined}>
      <h2 id="request-quote-heading" className="cart-tool__heading">{texts.heading}</h2>
      <p>{texts.hint}</p>
      <input type="hidden" name="requestKey" value={state.requestKey ?? requestKey} />
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
