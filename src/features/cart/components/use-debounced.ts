import { useEffect, useRef } from 'react';

/** Spec point 9: quantity updates wait 500 ms after the last keystroke. */
export const QUANTITY_DEBOUNCE_MS = 500;

/** A function that runs `callback` once, `delay` ms after its last call (pending calls are dropped on unmount). */
export function useDebounced<A extends unknown[]>(callback: (...args: A) => void, delay = QUANTITY_DEBOUNCE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => () => clearTimeout(timer.current), []);
  return (...args: A) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), delay);
  };
}
