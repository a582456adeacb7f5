'use client';

import { useActionState } from 'react';
import { resendActivation } from '../resend-activation';
import { USER_ACTION_IDLE } from '../user-form-state';

/** "Skicka aktiveringsmejl igen" for a user who has not activated the account yet. */
export function ResendActivationForm({ userId, label }: { userId: string; label: string }) {
  const [state, action, pending] = useActionState(resendActivation, USER_ACTION_IDLE);
  return (
    <form action={action} className="user-account-action">
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" className="button button--secondary" disabled={pending}>{label}</button>
      <p role="status" className={state.status === 'done' || state.status === 'idle' ? 'form-message' : 'form-message form-message--error'}>
        {state.message}
      </p>
    </form>
  );
}
