/** Spec point 4, reading A: the cart's status as the UI shows it. */
export type CartStatus = 'noCart' | 'idle' | 'mutating' | 'error';
export type CartEvent = 'UPDATE' | 'SUCCESS' | 'ERROR' | 'LOGOUT';

const TRANSITIONS: Record<CartStatus, Partial<Record<CartEvent, CartStatus>>> = {
  noCart: { UPDATE: 'mutating' },
  idle: { LOGOUT: 'noCart', SUCCESS: 'idle', UPDATE: 'mutating' },
  mutating: { LOGOUT: 'noCart', ERROR: 'error', SUCCESS: 'idle' },
  error: { LOGOUT: 'noCart', SUCCESS: 'idle', UPDATE: 'mutating' },
};

/** The next status; an event the state does not take leaves it as it is (e.g. ERROR while idle). */
export function nextCartStatus(status: CartStatus, event: CartEvent): CartStatus {
  return TRANSITIONS[status][event] ?? status;
}
