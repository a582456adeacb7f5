import { useEffect, useRef } from 'react';

/** Spec point 9: quantity updates wait 500 ms after the last keystroke. */
export const QUANTITY_DEBOUNCE_MS = 500;

/** A debounced function, and a way to run its pending call at once. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs the pending call now, if there is one (the buyer left the field: no reason to wait). */
  flush: () => void;
}

/**
 * A function that runs `callback` once, `delay` ms after its last call. A call still pending when
 * the component goes away is dropped; a quantity box flushes on blur, which comes first when the
 * buyer clicks a link or a button elsewhere.
 */
export function useDebounced<A extends unknown[]>(callback: (...args: A) => void, delay = QUANTITY_DEBOUNCE_MS): Debounced<A> {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | null>(null);
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = () => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = null;
    if (args) latest.current(...args);
  };
  const debounced = (...args: A) => {
    clearTimeout(timer.current);
    pending.current = args;
    timer.current = setTimeout(flush, delay);
  };
  return Object.assign(debounced, { flush });
}
