'use client';

import { useEffect, useState } from 'react';

/**
 * The values of the page's ticked checkboxes that `selector` finds (the cart's or a list's line
 * checkboxes, which belong to another form), kept current as they are ticked and as lines come
 * and go. A form copies them into hidden fields, so it can act on "the chosen lines" without
 * owning the checkboxes. Without JavaScript there are none: the form then means every line.
 */
export function useTickedValues(selector: string): string[] {
  const [ticked, setTicked] = useState<string[]>([]);
  useEffect(() => {
    const read = () => {
      const values = [...document.querySelectorAll<HTMLInputElement>(selector)].filter((box) => box.checked).map((box) => box.value);
      setTicked((previous) => (previous.length === values.length && previous.every((value, index) => value === values[index]) ? previous : values));
    };
    read();
    document.addEventListener('change', read);
    // Lines removed or added by another form take their checkboxes with them.
    const observer = new MutationObserver(read);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('change', read);
      observer.disconnect();
    };
  }, [selector]);
  return ticked;
}
