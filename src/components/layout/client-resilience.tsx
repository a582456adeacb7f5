'use client';

import { useEffect, useRef } from 'react';
import { unstable_parseRoute as parseRoute, useRouterCache_UNSTABLE as useRouterCache } from 'waku/router/client-core';
import { reloadAfterChunkError, rememberNavigationTarget } from '../../lib/client/chunk-reload';
import { createPreloadQueue, type PreloadQueue } from '../../lib/client/preload-queue';
import { isPreloadablePath } from '../../lib/client/preloadable';
import { useSmoothScrollOnNavigation } from './use-smooth-scroll';
// First on every page, before any form parses: see the module.

/** A preloaded page is used within this time or fetched again (a buyer hovers, then reads). */
const PRELOAD_TTL_MS = 15_000;

/** An in-app link of this page: same origin, no new tab, no download. */
function inAppLinkOf(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin ? url : null;
}

/**
 * The client's resilience (spec points 2, 8 and 9), mounted once in the root layout:
 * - a chunk-loading error during navigation reloads the target page in full, guarded so a broken
 *   deploy never loops (chunk-reload.ts);
 * - hovering or focusing an in-app link preloads its page, at most 5 at once, for visitors who are
 *   not signed in: a signed-in page carries the buyer's cart and prices, which a preloaded copy
 *   could show stale after the next change;
 * - navigation scrolls smoothly to the top or to the hash target (use-smooth-scroll.ts).
 */
export function ClientResilience({ preloadPages }: { preloadPages: boolean }) {
  const cache = useRouterCache();
  const queue = useRef<PreloadQueue | null>(null);
  useSmoothScrollOnNavigation();

  useEffect(() => {
    queue.current = createPreloadQueue((key) => {
      const route = parseRoute(new URL(key, location.origin));
      cache.prefetchRoute(route, { ttl: PRELOAD_TTL_MS });
      return cache.getPrefetch(route)?.promise ?? Promise.resolve();
    });
  }, [cache]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = inAppLinkOf(event.target);
      if (url) rememberNavigationTarget(`${url.pathname}${url.search}${url.hash}`);
    };
    const preload = (event: Event) => {
      if (!preloadPages) return;
      const url = inAppLinkOf(event.target);
      if (!url || url.pathname === location.pathname || !isPreloadablePath(url.pathname)) return;
      queue.current?.enqueue(`${url.pathname}${url.search}`);
    };
    const onPreloadError = (event: Event) => {
      // Vite's event for a failed preload of a dynamic import: handled here instead of thrown.
      if (reloadAfterChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadAfterChunkError(event.reason)) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', preload, { passive: true });
    document.addEventListener('focusin', preload);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', preload);
      document.removeEventListener('focusin', preload);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [preloadPages]);

  return null;
}
