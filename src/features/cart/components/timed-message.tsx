'use client';

import { useEffect, useState } from 'react';

/** Spec point 9: the item-added notification stays 3000 ms. */
export const ADDED_NOTICE_MS = 3000;

/**
 * A message in a polite live region that goes away after ADDED_NOTICE_MS; `stamp` changes with
 * every new answer, so the same text twice is announced twice. Errors stay until the next answer.
 */
export function TimedMessage({ text, stamp, error, className }: { text: string; stamp: unknown; error: boolean; className: string }) {
  const [visible, setVisible] = useState(text);
  useEffect(() => {
    setVisible(text);
    if (!text || error) return;
    const timer = setTimeout(() => setVisible(''), ADDED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [text, stamp, error]);
  return (
    <p role="status" aria-live="polite" className={`${className}${error && visible ? ` ${className}--error` : ''}`}>
      {visible}
    </p>
  );
}
