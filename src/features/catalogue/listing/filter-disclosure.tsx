'use client';

import { useLayoutEffect, useState, type ReactNode } from 'react';
import { NARROW_FILTERS } from './narrow-filters';

/**
 * The filter column as a disclosure: open on wide screens (and without JavaScript, so nothing is
 * ever out of reach), folded on narrow ones so the products come first. On a full page load
 * the server's script (FOLD_FILTERS_ON_NARROW, passed as `foldScript`) folds it before the first
 * paint; on a page drawn in the browser the layout effect does, before that page is painted.
 */
export function FilterDisclosure({ summary, foldScript, children }: { summary: string; foldScript: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  useLayoutEffect(() => {
    if (window.matchMedia(NARROW_FILTERS).matches) setOpen(false);
  }, []);
  return (
    <details className="filter-disclosure" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="filter-disclosure__summary">{summary}</summary>
      {foldScript}
      {children}
    </details>
  );
}
