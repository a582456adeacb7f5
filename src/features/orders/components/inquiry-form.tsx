'use client';

import { useActionState } from 'react';
import { sendInquiry } from '../actions/send-inquiry';
import { ORDER_IDLE } from '../order-action-state';

export interface InquiryTexts {
  heading: string;
  about: string;
  wholeOrder: string;
  message: string;
  messageHint: string;
  submit: string;
  busy: string;
}

/** "Fråga om ordern": a question about the whole order or one line, to the sales team. */
export function InquiryForm(props: { orderId: string; lines: { position: number; label: string }[]; requestKey: string; maxMessage: number; texts: InquiryTexts }) {
  const [state, action, pending] = useActionState(sendInquiry, ORDER_IDLE);
  const { texts } = props;
  return (
    <form action={action} className="order-tool" aria-labelledby="inquiry-heading" aria-busy={pending || undefined}>
      <h2 id="inquiry-heading">{texts.heading}</h2>
      <input type="hidden" name="orderId" value={props.orderId} />
      <input type="hidden" name="requestKey" value={state.requestKey ?? props.requestKey} />
      <label htmlFor="inquiry-line">{texts.about}</label>
      <select id="inquiry-line" name="position" defaultValue="">
        <option value="">{texts.wholeOrder}</option>
        {props.lines.map((line) => (
          <option key={line.position} value={String(line.position)}>{line.label}</option>
        ))}
      </select>
      <label htmlFor="inquiry-message">{texts.message}</label>
      <textarea id="inquiry-message" name="message" rows={4} required maxLength={props.maxMessage} aria-describedby="inquiry-message-hint" />
      <p id="inquiry-message-hint" className="order-tool__hint">{texts.messageHint}</p>
      <button type="submit" className="button button--primary" disabled={pending}>{pending ? texts.busy : texts.submit}</button>
      <div role="status" aria-live="polite" className="order-tool__result">
        {state.message ? <p className={state.status === 'done' ? 'order-tool__message' : 'order-tool__message order-tool__message--error'}>{state.message}</p> : null}
      </div>
    </form>
  );
}
