'use client';

import { useEffect, useRef } from 'react';

/** Closes the `<dialog id={dialogId}>` (where it is open). Also what its "Avbryt" does by script. */
export const closeDialog = (dialogId: string) => (document.getElementById(dialogId) as HTMLDialogElement | null)?.close();

/**
 * Closes the dialog a form sits in once the form's post ends without an answer: the action saved
 * and redirected back to this page, which re-renders behind the dialog. A post that answers (the
 * fields' errors) keeps the dialog open.
 */
export function useCloseAfterSave(dialogId: string, pending: boolean, answer: unknown) {
  const posting = useRef(false);
  useEffect(() => {
    if (posting.current && !pending && answer === undefined) closeDialog(dialogId);
    posting.current = pending;
  });
}
