'use client';

import type { QuoteActionState } from '../quote-action-state';

/** The answer of a quote form, announced politely; a link onwards when the action gives one. */
export function QuoteFormStatus({ state, linkText }: { state: QuoteActionState; linkText?: string }) {
  return (
    <div role="status" aria-live="polite">
      {state.message ? <p className={state.status === 'done' ? 'quote-form__message' : 'quote-form__message quote-form__message--error'}>{state.message}</p> : null}
      {state.quoteHref && linkText ? <a href={state.quoteHref}>{linkText}</a> : null}
    </div>
  );
}
