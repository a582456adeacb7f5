'use client';

import { useEffect } from 'react';
import { holdScrollPosition, windowSurface } from './hold-scroll';
import { rememberListing, takeScrollToRestore, type Arrival } from './listing-history-store';

/**
 * Guard rule 1 of spec point 2 in the browser: remembers the listing and scroll position when a
 * product card is opened, restores them when the buyer comes back from that product with the back
 * button, and clears them on any other arrival at a category or search listing.
 */

interface NavigateEventLike extends Event {
  navigationType?: string;
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

const here = () => `${location.pathname}${location.search}`;

/** How the last history traversal started: set by the browser events below, read on arrival. */
let traversal: { from: string | undefined } | undefined;
let firstArrival = true;

if (typeof window !== 'undefined') {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  // The Navigation API still shows the page being left when a traversal starts: that gives `from`.
  if (navigation) navigation.addEventListener('navigate', (event) => void (event.navigationType === 'traverse' && (traversal = { from: location.pathname })));
  else window.addEventListener('popstate', () => void (traversal = { from: undefined }));
}

function arrival(): Arrival {
  if (firstArrival) {
    firstArrival = false;
    // A full page load (first visit, reload, or back to a page the browser had to load again).
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const referrer = document.referrer ? new URL(document.referrer) : undefined;
    const from = referrer && referrer.origin === location.origin ? referrer.pathname : undefined;
    return { listing: here(), traversed: entry?.type === 'back_forward', from };
  }
  const seen = traversal;
  traversal = undefined;
  return { listing: here(), traversed: seen !== undefined, from: seen?.from };
}

export function ListingHistory({ listing }: { listing: string }) {
  useEffect(() => {
    const scrollY = takeScrollToRestore(sessionStorage, arrival());
    if (scrollY === undefined) return;
    // Held, not set once: the router's scroll to the top and the streamed list can both come later.
    return holdScrollPosition(windowSurface(), scrollY);
  }, [listing]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('[data-listing-history] a[href^="/produkt/"]') : null;
      if (!link) return;
      rememberListing(sessionStorage, { listing: here(), product: new URL(link.href).pathname, scrollY: window.scrollY });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [listing]);

  return null;
}
