'use client';

import { useActionState } from 'react';
import { emailDocument } from '../actions/email-document';
import { ORDER_IDLE } from '../order-action-state';

export interface EmailDocumentTexts {
  heading: string;
  document: string;
  recipient: string;
  message: string;
  messageHint: string;
  submit: string;
  busy: string;
}

/** "E-posta dokument": which document, to whom (prefilled with the buyer's address), a message. */
export function EmailDocumentForm(props: { orderId: string; documents: { value: string; label: string }[]; recipient: string; requestKey: string; maxMessage: number; texts: EmailDocumentTexts }) {
  const [state, action, pending] = useActionState(emailDocument, ORDER_IDLE);
  const { texts } = props;
  return (
    <form action={action} className="order-tool" aria-labelledby="email-heading" aria-busy={pending || undefined}>
      <h2 id="email-heading">{texts.heading}</h2>
      <input type="hidden" name="orderId" value={props.orderId} />
      <input type="hidden" name="requestKey" value={state.requestKey ?? props.requestKey} />
      <label htmlFor="email-document">{texts.document}</label>
      <select id="email-document" name="document">
        {props.documents.map((document) => (
          <option key={document.value} value={document.value}>{document.label}</option>
        ))}
      </select>
      <label htmlFor="email-recipient">{texts.recipient}</label>
      <input id="email-recipient" name="recipient" type="email" required maxLength={254} defaultValue={props.recipient} autoComplete="email" />
      <label htmlFor="email-message">{texts.message}</label>
      <textarea id="email-message" name="message" rows={3} maxLength={props.maxMessage} aria-describedby="email-message-hint" />
      <p id="email-message-hint" className="order-tool__hint">{texts.messageHint}</p>
      <button type="submit" className="button button--primary" disabled={pending}>{pending ? texts.busy : texts.submit}</button>
      <div role="status" aria-live="polite" className="order-tool__result">
        {state.message ? <p className={state.status === 'done' ? 'order-tool__message' : 'order-tool__message order-tool__message--error'}>{state.message}</p> : null}
      </div>
    </form>
  );
}
