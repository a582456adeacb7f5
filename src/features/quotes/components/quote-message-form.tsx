'use client';

import { useActionState, useEffect, useRef } from 'react';
import { sendQuoteMessage } from '../actions/send-quote-message';
import { QUOTE_IDLE } from '../quote-action-state';
import { QuoteFormStatus } from './quote-form-status';

/** The thread's reply box; emptied after a message is sent. */
export function QuoteMessageForm({ quoteId, texts }: { quoteId: string; texts: { label: string; submit: string } }) {
  const [state, action, pending] = useActionState(sendQuoteMessage, QUOTE_IDLE);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.status === 'done') form.current?.reset();
  }, [state]);
  return (
    <form ref={form} action={action} className="quote-form quote-form--message" aria-busy={pending || undefined}>
      <input type="hidden" name="quoteId" value={quoteId} />
      <label>
        {texts.label}
        <textarea name="message" rows={3} maxLength={2000} required />
      </label>
      <button type="submit" className="button button--secondary" disabled={pending}>{texts.submit}</button>
      <QuoteFormStatus state={state} />
    </form>
  );
}
