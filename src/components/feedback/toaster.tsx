'use client';

import { useEffect, useState } from 'react';

/** Toasts stay this long (spec point 9: toast default 3000 ms). */
export const TOAST_DURATION_MS = 3000;

export interface ToasterProps {
  /** A message carried over a redirect, already in Swedish. */
  message: string | undefined;
  closeLabel: string;
}

/** Shows a message for three seconds in a polite live region; it can be closed earlier. */
export function Toaster({ message, closeLabel }: ToasterProps) {
  const [visible, setVisible] = useState(message);

  useEffect(() => {
    setVisible(message);
    if (!message) return;
    const timer = setTimeout(() => setVisible(undefined), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {visible ? (
        <div className="toast toast--info">
          <span>{visible}</span>
          <button type="button" className="button button--link" onClick={() => setVisible(undefined)} aria-label={closeLabel}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
