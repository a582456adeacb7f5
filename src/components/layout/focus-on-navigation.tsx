'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'waku';

/**
 * After an in-app page change, focus moves to the new page's main heading (issue 12), as a
 * screen reader user expects from a page load: without it focus stays on the clicked link or
 * drops to <body>, and the next Tab starts in the header again. The first render is a real page
 * load and is left to the browser; a change of query alone (a filter, a sort) keeps focus where
 * the buyer is working.
 */
export function FocusOnNavigation() {
  const { path } = useRouter();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [path]);
  return null;
}
