'use client';

import { useEffect, useId, useRef } from 'react';
import { useFavouritesSnapshot } from '../favourites-store';

/**
 * The spec's info dialog on the 51st star (point 5): nothing was added, and the buyer learns why.
 * A native modal dialog: focus moves to its close button, the page behind is inert, Escape closes
 * it, and focus goes back to the star that opened it. One dialog for the whole page, in the header.
 */
export function FavouritesLimitDialog({ title, message, close }: { title: string; message: string; close: string }) {
  const { limitRequest } = useFavouritesSnapshot();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!limitRequest || !element || element.open) return;
    element.showModal();
    closeButton.current?.focus();
    const opener = limitRequest.opener;
    const onClose = () => {
      if (opener?.isConnected) opener.focus();
    };
    element.addEventListener('close', onClose, { once: true });
    return () => element.removeEventListener('close', onClose);
  }, [limitRequest]);

  return (
    <dialog ref={dialog} className="dialog favourites-limit" aria-labelledby={titleId} aria-describedby={messageId}>
      <h2 id={titleId} className="dialog__title">{title}</h2>
      <p id={messageId}>{message}</p>
      <form method="dialog">
        <button ref={closeButton} type="submit" className="button button--primary">{close}</button>
      </form>
    </dialog>
  );
}
