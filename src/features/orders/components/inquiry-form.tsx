'use client';

import { sendInquiry } from '../actions/send-inquiry';
import { OrderToolForm, OrderToolMessage } from './order-tool-form';

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
  const { texts } = props;
  return (
    <OrderToolForm id="inquiry" action={sendInquiry} orderId={props.orderId} requestKey={props.requestKey} texts={texts}>
      <p className="form-field">
        <label htmlFor="inquiry-line">{texts.about}</label>
        <select id="inquiry-line" name="position" defaultValue="">
          <option value="">{texts.wholeOrder}</option>
          {props.lines.map((line) => (
            <option key={line.position} value={String(line.position)}>{line.label}</option>
          ))}
        </select>
      </p>
      <OrderToolMessage id="inquiry-message" label={texts.message} hint={texts.messageHint} rows={4} required maxLength={props.maxMessage} />
    </OrderToolForm>
  );
}
