'use client';

import { useEffect, useState, type ReactNode } from 'react';

const NARROW = '(max-width: 63.99rem)';

/**
 * The filter column as a disclosure: open on wide screens (and without JavaScript, so nothing is
 * ever out of reach), folded on narrow ones so the products come first.
 */
export function FilterDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (window.matchMedia(NARROW).matches) setOpen(false);
  }, []);
  return (
    <details className="filter-disclosure" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="filter-disclosure__summary">{summary}</summary>
      {children}
    </details>
  );
}
