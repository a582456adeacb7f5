'use client';

import { useActionState, type ReactNode } from 'react';
import { ORDER_IDLE, type OrderActionState } from '../order-action-state';

export interface OrderToolFormProps {
  /** Prefix of the form's element ids, unique on the order page. */
  id: string;
  action: (previous: OrderActionState, form: FormData) => Promise<OrderActionState>;
  orderId: string;
  /** Sent with the post so a double submit is done once; the action hands out the next one. */
  requestKey: string;
  texts: { heading: string; submit: string; busy: string };
  children: ReactNode;
}

/**
 * The frame of a tool on the order page ("E-posta dokument", "Fråga om ordern"): heading, the
 * order and request key, the fields given as children, one submit button and a polite status
 * that reads the action's answer.
 */
export function OrderToolForm({ id, action: serverAction, orderId, requestKey, texts, children }: OrderToolFormProps) {
  const [state, action, pending] = useActionState(serverAction, ORDER_IDLE);
  return (
    <form action={action} className="order-tool" aria-labelledby={`${id}-heading`} aria-busy={pending || undefined}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="requestKey" value={state.requestKey ?? requestKey} />
      {children}
      <p className="form-actions">
        <button type="submit" className="button button--primary" disabled={pending}>{pending ? texts.busy : texts.submit}</button>
      </p>
      <div role="status" aria-live="polite" className="order-tool__result">
        {state.message ? <p className={state.status === 'done' ? 'order-tool__message' : 'order-tool__message order-tool__message--error'}>{state.message}</p> : null}
      </div>
    </form>
  );
}

/** A free-text message with its hint tied to it. */
export function OrderToolMessage({ id, label, hint, rows, required, maxLength }: { id: string; label: string; hint: string; rows: number; required?: boolean; maxLength: number }) {
  return (
    <p className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name="message" rows={rows} required={required} maxLength={maxLength} aria-describedby={`${id}-hint`} />
      <span id={`${id}-hint`} className="form-hint">{hint}</span>
    </p>
  );
}
