/** What an order-page server action answers: Swedish texts ready to show. */
export interface OrderActionState {
  status: 'idle' | 'done' | 'invalid' | 'failed';
  message: string;
  /** The key the form sends next: a new one after a send, the same one after a refusal. */
  requestKey?: string;
  /** Per-line results of a reorder, one sentence each. */
  results?: { text: string; ok: boolean }[];
  /** Lines in the cart afterwards (the header count). */
  lineCount?: number;
}

export const ORDER_IDLE: OrderActionState = { status: 'idle', message: '' };
