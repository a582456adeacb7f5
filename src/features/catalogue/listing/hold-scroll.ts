/**
 * Holds the window at a scroll position while a page coming back from history is still being
 * drawn. The router scrolls a new page to the top when it commits, and the list below can stream
 * in later, so one restore (or two at fixed times) loses on a slow device: the page is too short
 * yet, or the router's scroll lands after it. Instead, every frame puts the window back until it
 * has stayed at the position, with the page's height unchanged, for `settleMs`; or the buyer
 * scrolls or types; or `giveUpMs` have passed (a list that came back shorter).
 */

export interface ScrollSurface {
  scrollY(): number;
  scrollTo(top: number): void;
  pageHeight(): number;
  now(): number;
  nextFrame(callback: () => void): () => void;
  /** Calls `stop` when the buyer takes over (wheel, touch, key, pointer); returns the unsubscribe. */
  onBuyerInput(stop: () => void): () => void;
}

export interface HoldTiming {
  settleMs: number;
  giveUpMs: number;
}

const DEFAULT_TIMING: HoldTiming = { settleMs: 600, giveUpMs: 10_000 };

/** Starts holding `top`; returns a function that stops it (also safe to call after it stopped). */
export function holdScrollPosition(surface: ScrollSurface, top: number, timing: HoldTiming = DEFAULT_TIMING): () => void {
  const started = surface.now();
  let lastChange = started;
  let lastHeight = surface.pageHeight();
  let cancelFrame = () => {};
  let stopped = false;
  const stopListening = surface.onBuyerInput(() => stop());

  function stop() {
    if (stopped) return;
    stopped = true;
    cancelFrame();
    stopListening();
  }

  function tick() {
    const now = surface.now();
    const height = surface.pageHeight();
    if (height !== lastHeight) {
      lastHeight = height;
      lastChange = now;
    }
    if (Math.abs(surface.scrollY() - top) > 1) {
      surface.scrollTo(top);
      lastChange = now;
    }
    // Still off after the scroll means the page is too short yet: wait for it to grow.
    const settled = Math.abs(surface.scrollY() - top) <= 1 && now - lastChange >= timing.settleMs;
    if (settled || now - started >= timing.giveUpMs) return stop();
    cancelFrame = surface.nextFrame(tick);
  }

  tick();
  return stop;
}

const BUYER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The browser window as a ScrollSurface. */
export function windowSurface(): ScrollSurface {
  return {
    scrollY: () => window.scrollY,
    scrollTo: (top) => window.scrollTo({ top, left: 0, behavior: 'instant' }),
    pageHeight: () => document.documentElement.scrollHeight,
    now: () => performance.now(),
    nextFrame(callback) {
      const frame = requestAnimationFrame(callback);
      return () => cancelAnimationFrame(frame);
    },
    onBuyerInput(stop) {
      for (const type of BUYER_INPUT) window.addEventListener(type, stop, { passive: true, capture: true });
      return () => {
        for (const type of BUYER_INPUT) window.removeEventListener(type, stop, { capture: true });
      };
    },
  };
}
