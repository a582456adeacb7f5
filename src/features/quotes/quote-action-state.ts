import type { DataLayerEvent } from '../analytics';

/** What a quote server action answers: a Swedish text ready to show, and where to go next. */
export interface QuoteActionState {
  status: 'idle' | 'done' | 'invalid' | 'failed';
  message: string;
  /** The quote made or changed (the request form links to it). */
  quoteHref?: string;
  /** The key the request form sends next: a new one after a send, the same after a refusal. */
  requestKey?: string;
  /** add_to_cart for the lines an accepted quote put in the cart (decision 036), pushed by the form. */
  analytics?: DataLayerEvent;
}

export const QUOTE_IDLE: QuoteActionState = { status: 'idle', message: '' };
