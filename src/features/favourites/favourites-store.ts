import { useSyncExternalStore } from 'react';

/**
 * The favourites this page knows in the browser. Until a star is pressed every star and the
 * header show what the server rendered; each answer of the favourites action then brings the
 * whole list from the service, and every star and the header count follow it at once (a star
 * pressed on a card shows in the flyout, one removed in the flyout unstars the card).
 */
interface FavouritesSnapshot {
  /** Null until the first answer of this page: the server-rendered state still holds. */
  starred: ReadonlySet<string> | null;
  /** Raised when the service refused the 51st star: the header's dialog opens. */
  limitRequest: { opener: HTMLElement | null; at: number } | null;
}

let snapshot: FavouritesSnapshot = { starred: null, limitRequest: null };
const listeners = new Set<() => void>();
const emit = (next: FavouritesSnapshot) => {
  snapshot = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverSnapshot: FavouritesSnapshot = { starred: null, limitRequest: null };

/** The service's current list (the answer of a star or an unstar). */
export function setFavourites(articleNumbers: readonly string[]): void {
  emit({ ...snapshot, starred: new Set(articleNumbers) });
}

export function requestLimitDialog(opener: HTMLElement | null): void {
  emit({ ...snapshot, limitRequest: { opener, at: Date.now() } });
}

export function useFavouritesSnapshot(): FavouritesSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot, () => serverSnapshot);
}

/** Whether one article is starred: the latest answer's list, else what the server rendered. */
export function useStarred(articleNumber: string, rendered: boolean): boolean {
  const { starred } = useFavouritesSnapshot();
  return starred ? starred.has(articleNumber) : rendered;
}
