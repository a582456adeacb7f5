import { useSyncExternalStore } from 'react';

/**
 * The favourites this page knows in the browser. Until a star is pressed every star and the
 * header show what the server rendered. Each answer of the favourites action brings the service's
 * whole list and the state of the one article it changed. Answers of stars pressed at the same
 * time can arrive in any order, and a list read a moment earlier may miss a neighbour's star; so
 * the article's own answer (the latest for it: one request per star runs at a time) always wins
 * for that article, and the list speaks for the rest (changes made in another tab).
 */
interface FavouritesSnapshot {
  /** The latest list from the service; null until the first answer on this page. */
  listed: ReadonlySet<string> | null;
  /** Per article, what this page's own latest request for it left it as. */
  own: ReadonlyMap<string, boolean>;
  /** Raised when the service refused the 51st star: the header's dialog opens. */
  limitRequest: { opener: HTMLElement | null; at: number } | null;
}

const EMPTY: FavouritesSnapshot = { listed: null, own: new Map(), limitRequest: null };
let snapshot = EMPTY;
const listeners = new Set<() => void>();
const emit = (next: FavouritesSnapshot) => {
  snapshot = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** An answer of the favourites action: the list, and how it left `articleNumber`. */
export function recordAnswer(listed: readonly string[], articleNumber: string, starred: boolean): void {
  emit({ ...snapshot, listed: new Set(listed), own: new Map(snapshot.own).set(articleNumber, starred) });
}

export function requestLimitDialog(opener: HTMLElement | null): void {
  emit({ ...snapshot, limitRequest: { opener, at: Date.now() } });
}

export function useFavouritesSnapshot(): FavouritesSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot, () => EMPTY);
}

/** Whether one article is starred: this page's own answer, else the latest list, else the server's render. */
export function isStarred(state: FavouritesSnapshot, articleNumber: string, rendered: boolean): boolean {
  const own = state.own.get(articleNumber);
  if (own !== undefined) return own;
  return state.listed ? state.listed.has(articleNumber) : rendered;
}

export function useStarred(articleNumber: string, rendered: boolean): boolean {
  return isStarred(useFavouritesSnapshot(), articleNumber, rendered);
}

/** Every starred article, from the server's render (`rendered`) brought up to date by the answers since. */
export function starredArticles(state: FavouritesSnapshot, rendered: readonly string[]): Set<string> {
  const all = new Set(state.listed ?? rendered);
  for (const [articleNumber, starred] of state.own) {
    if (starred) all.add(articleNumber);
    else all.delete(articleNumber);
  }
  return all;
}
