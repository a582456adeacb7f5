'use client';

import { useEffect, useRef, useState } from 'react';
import { href } from '../../lib/routes/href';

export interface TransferCartResult {
  status: 'idle' | 'done' | 'failed';
  message: string;
}

/**
 * Sends the transfer form: first the shop retires the cart (the server action, when given),
 * then the browser posts the form to the procurement system. The fields are already in the page,
 * so nothing is lost when the cart is gone; when retiring fails the form is not sent and the
 * buyer sees the error and may try again. Submits itself once interactive when `auto`; the form
 * stays a plain server-rendered form with a visible button, so it also works without JavaScript.
 */
export function AutoSubmit({ formId, auto = true, retireCart }: { formId: string; auto?: boolean; retireCart?: (() => Promise<TransferCartResult>) | undefined }) {
  const [error, setError] = useState('');
  const busy = useRef(false);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return undefined;
    // The prototype's submit: a field named "submit" would shadow form.submit(), and it fires no submit event.
    const post = () => HTMLFormElement.prototype.submit.call(form);
    const send = async () => {
      if (busy.current) return;
      busy.current = true;
      setError('');
      try {
        const result = retireCart ? await retireCart() : { status: 'done' as const, message: '' };
        if (result.status !== 'done') {
          setError(result.message);
          return;
        }
        post();
        // The form went to another window or frame and this page stays: show the new, empty cart.
        if (!['', '_self', '_top', '_parent'].includes(form.target)) window.location.assign(href('cart'));
      } catch {
        setError(form.dataset.errorMessage ?? '');
      } finally {
        busy.current = false;
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      void send();
    };
    form.addEventListener('submit', onSubmit);
    if (auto) void send();
    return () => form.removeEventListener('submit', onSubmit);
  }, [formId, auto, retireCart]);

  return error ? (
    <p className="punchout-transfer__error" role="alert">
      {error}
    </p>
  ) : null;
}
