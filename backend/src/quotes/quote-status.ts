/**
 * The quote's state machine (decision 034): Skickad → Besvarad → Accepterad | Avböjd, and a
 * Besvarad quote past its validity reads as Utgången. EXPIRED is derived, never stored, so no
 * job has to run at midnight for a quote to expire.
 */
export const STORED_STATUSES = ['SENT', 'ANSWERED', 'ACCEPTED', 'DECLINED'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];
export const QUOTE_STATUSES = [...STORED_STATUSES, 'EXPIRED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export type QuoteEvent = 'answer' | 'accept' | 'decline';

/** The status a quote shows today: an answered quote whose last valid day has passed is EXPIRED. */
export function effectiveStatus(stored: StoredStatus, validUntil: string | null, today: string): QuoteStatus {
  if (stored === 'ANSWERED' && validUntil !== null && validUntil < today) return 'EXPIRED';
  return stored;
}

const NEXT: Record<QuoteEvent, { from: QuoteStatus; to: StoredStatus }> = {
  answer: { from: 'SENT', to: 'ANSWERED' },
  accept: { from: 'ANSWERED', to: 'ACCEPTED' },
  decline: { from: 'ANSWERED', to: 'DECLINED' },
};

/** The status an event leads to, or the refusal code when the quote is not in the status for it. */
export function transition(current: QuoteStatus, event: QuoteEvent): { to: StoredStatus } | { refused: 'quote_expired' | 'quote_not_open' } {
  const step = NEXT[event];
  if (current === step.from) return { to: step.to };
  if (current === 'EXPIRED') return { refused: 'quote_expired' };
  return { refused: 'quote_not_open' };
}

/** The status stored next to an event: the guard its UPDATE carries (no two answers can both win). */
export const requiredStoredStatus = (event: QuoteEvent): StoredStatus => (NEXT[event].from === 'SENT' ? 'SENT' : 'ANSWERED');
