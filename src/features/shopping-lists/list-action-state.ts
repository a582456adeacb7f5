import type { DataLayerEvent } from '../analytics';

/** What a shopping-list server action answers: Swedish texts ready to show. */
export interface ListActionState {
  status: 'idle' | 'done' | 'invalid' | 'failed';
  message: string;
  /** Per-line results (add to cart, import, add by article number), one sentence each. */
  results?: { text: string; ok: boolean }[];
  /** A list the answer is about, to link to (a list just made). */
  listHref?: string;
  /** The cart's line count afterwards, when the action changed the cart. */
  lineCount?: number;
  /** add_to_cart for what went into the cart (decision 036). */
  analytics?: DataLayerEvent;
}

export const IDLE_LIST_STATE: ListActionState = { status: 'idle', message: '' };
