import { useSyncExternalStore } from 'react';
import type { CartActionState } from './cart-action-state';
import { nextCartStatus, type CartEvent, type CartStatus } from './cart-status';

/**
 * The cart status of spec point 4 (reading A) in the browser, shared by every island that shows
 * or changes the cart: the header count, the card steppers, the cart page. Browser-only state:
 * the server never holds it, so one process per user is all it ever sees.
 */
export interface CartSnapshot {
  status: CartStatus;
  /** Lines in the cart; null until the header has told us. */
  lineCount: number | null;
  /** The last added-notification (spec point 4: shown for 3 s); id changes with every add. */
  notice: { id: number; text: string } | null;
  /** The last failure, in Swedish. */
  error: string | null;
}

const INITIAL: CartSnapshot = { status: 'noCart', lineCount: null, notice: null, error: null };
let snapshot = INITIAL;
/** Mutations in flight: the status goes back to idle only when the last of them has answered. */
let inFlight = 0;
let noticeId = 0;
const listeners = new Set<() => void>();

function set(next: Partial<CartSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

const dispatch = (event: CartEvent, extra: Partial<CartSnapshot> = {}) => set({ ...extra, status: nextCartStatus(snapshot.status, event) });

/**
 * The count the server last rendered the header with; undefined while the browser has lost track
 * of the cart (an answer that came without a count). NOT_YET until this page's header has
 * mounted: the header streams and hydrates after other parts, so a buyer can add before it does.
 */
const NOT_YET = Symbol('no count rendered yet');
let serverCount: number | null | undefined | typeof NOT_YET = NOT_YET;

/**
 * The line count the header was rendered with (a page load, or a cart action that renders the
 * page again). When it is news, a count the server had not rendered before, it is the cart's
 * truth and replaces whatever the browser remembered, also a count whose action's form was gone
 * before its answer came (emptying the cart removes the very form that emptied it). The same count
 * again is not news: a header part rendered before the last answer and mounted after it (a
 * navigation's stream) must not undo that answer. Nor is the page's first count once an answer has
 * given one: the page was rendered before anything on it was pressed. A signed-in buyer has a
 * cart, so idle. While a change is on its way its own answer follows, and counts instead.
 */
export function syncCartCount(lineCount: number | null) {
  if (lineCount === null) return;
  const news = lineCount !== serverCount && !(serverCount === NOT_YET && snapshot.lineCount !== null);
  serverCount = lineCount;
  if (inFlight > 0 || (!news && snapshot.status !== 'noCart')) return;
  if (lineCount !== snapshot.lineCount || snapshot.status === 'noCart') set({ lineCount, status: snapshot.status === 'noCart' ? 'idle' : snapshot.status });
}

export function cartMutationStarted() {
  inFlight += 1;
  dispatch('UPDATE', { error: null });
}

/** An action's answer: SUCCESS or ERROR, the new count, and the notice for an add. */
export function cartMutationAnswered(state: CartActionState, options: { notice?: string } = {}) {
  inFlight = Math.max(0, inFlight - 1);
  // Without a count the browser no longer knows the cart: the next rendered count is news.
  if (state.lineCount === undefined) serverCount = undefined;
  const lineCount = state.lineCount ?? snapshot.lineCount;
  if (state.status === 'failed') return dispatch('ERROR', { lineCount, error: state.message });
  if (inFlight > 0) return set({ lineCount });
  noticeId += 1;
  dispatch('SUCCESS', { lineCount, notice: options.notice && state.status === 'done' ? { id: noticeId, text: options.notice } : snapshot.notice });
}

export function cartLoggedOut() {
  inFlight = 0;
  serverCount = undefined;
  dispatch('LOGOUT', { lineCount: null });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The cart status now, outside React (the hook below subscribes to it). */
export const cartSnapshot = (): CartSnapshot => snapshot;

export const useCartSnapshot = (): CartSnapshot => useSyncExternalStore(subscribe, cartSnapshot, () => INITIAL);
