'use client';

import { useActionState } from 'react';
import { answerQuote } from '../actions/answer-quote';
import { QUOTE_IDLE } from '../quote-action-state';
import { QuoteFormStatus } from './quote-form-status';

export interface QuoteAnswerTexts {
  heading: string;
  price: string;
  discount: string;
  validUntil: string;
  message: string;
  submit: string;
}

/** The seller's answer: a price field per line (filled with the current price), discount, validity, message. */
export function QuoteAnswerForm(props: { quoteId: string; lines: { id: string; label: string; start: string }[]; minDate: string; maxDate: string; defaultDate: string; texts: QuoteAnswerTexts }) {
  const [state, action, pending] = useActionState(answerQuote, QUOTE_IDLE);
  const { texts } = props;
  return (
    <form action={action} className="quote-form" aria-labelledby="quote-answer-heading" aria-busy={pending || undefined}>
      <h2 id="quote-answer-heading">{texts.heading}</h2>
      <input type="hidden" name="quoteId" value={props.quoteId} />
      {props.lines.map((line) => (
        <label key={line.id}>
          {line.label}
          <input type="text" inputMode="decimal" name={`price:${line.id}`} defaultValue={line.start} required autoComplete="off" />
        </label>
      ))}
      <label>
        {texts.discount}
        <input type="text" inputMode="decimal" name="discountPercent" defaultValue="" autoComplete="off" />
      </label>
      <label>
        {texts.validUntil}
        <input type="date" name="validUntil" min={props.minDate} max={props.maxDate} defaultValue={props.defaultDate} required />
      </label>
      <label>
        {texts.message}
        <textarea name="message" rows={3} maxLength={2000} />
      </label>
      <button type="submit" className="button button--primary" disabled={pending || state.status === 'done'}>{texts.submit}</button>
      <QuoteFormStatus state={state} />
    </form>
  );
}
