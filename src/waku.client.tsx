import { StrictMode, createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';

// The browser entry. Waku's own entry does the same, except that here hydration runs as a
// transition: React then hydrates in slices of a few milliseconds and lets the browser paint and
// answer input between them, instead of one task as long as the whole page (decision 050).
// A click before hydration is done makes React finish it at once, then handle the click.
const rootElement = createElement(StrictMode, null, createElement(Router));

declare global {
  // Set by Waku's server-rendered page when it has HTML to hydrate.
  var __WAKU_HYDRATE__: boolean | undefined;
}

if (globalThis.__WAKU_HYDRATE__) {
  startTransition(() => {
    hydrateRoot(document, rootElement, defaultRootOptions);
  });
} else {
  createRoot(document, defaultRootOptions).render(rootElement);
}
