'use client';

import { emailDocument } from '../actions/email-document';
import { OrderToolForm, OrderToolMessage } from './order-tool-form';

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
  const { texts } = props;
  return (
    <OrderToolForm id="email" action={emailDocument} orderId={props.orderId} requestKey={props.requestKey} texts={texts}>
      <p className="form-field">
        <label htmlFor="email-document">{texts.document}</label>
        <select id="email-document" name="document">
          {props.documents.map((document) => (
            <option key={document.value} value={document.value}>{document.label}</option>
          ))}
        </select>
      </p>
      <p className="form-field">
        <label htmlFor="email-recipient">{texts.recipient}</label>
        <input id="email-recipient" name="recipient" type="email" required maxLength={254} defaultValue={props.recipient} autoComplete="email" />
      </p>
      <OrderToolMessage id="email-message" label={texts.message} hint={texts.messageHint} rows={3} maxLength={props.maxMessage} />
    </OrderToolForm>
  );
}
