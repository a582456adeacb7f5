'use client';

import { useActionState, useRef } from 'react';
import { setUserActive } from '../set-user-active';
import { USER_ACTION_IDLE } from '../user-form-state';

export interface ConfirmActiveFormProps {
  userId: string;
  /** What the button does: deactivate an active (or pending) user, or reactivate an inactive one. */
  activate: boolean;
  texts: { button: string; question: string; confirm: string; cancel: string };
}

/**
 * Deactivate / reactivate behind a confirmation dialog. The native modal dialog keeps focus
 * inside it (on "Avbryt" first), closes on Escape and gives focus back to the button that opened
 * it. Without JavaScript the first button posts the form itself.
 */
export function ConfirmActiveForm({ userId, activate, texts }: ConfirmActiveFormProps) {
  const [state, action, pending] = useActionState(setUserActive, USER_ACTION_IDLE);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `confirm-active-${userId}`;
  return (
    <form action={action} className="user-account-action" onSubmit={() => dialog.current?.close()}>
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="active" value={String(activate)} />
      <button
        type="submit"
        className={activate ? 'button button--secondary' : 'button button--danger'}
        aria-haspopup="dialog"
        onClick={(event) => {
          // With JavaScript the question comes first; without it the button posts the form.
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        {texts.button}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby={titleId}>
        <p id={titleId}>{texts.question}</p>
        <p className="form-actions">
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()} autoFocus>
            {texts.cancel}
          </button>
          <button type="submit" className={activate ? 'button button--primary' : 'button button--danger'} disabled={pending}>
            {texts.confirm}
          </button>
        </p>
      </dialog>
      <p role="status" className={state.status === 'done' || state.status === 'idle' ? 'form-message' : 'form-message form-message--error'}>
        {state.message}
      </p>
    </form>
  );
}
