import type { DataLayerEvent } from '../analytics';

/** What a cart server action answers: Swedish texts ready to show, and the new line count. */
export interface CartActionState {
  status: 'idle' | 'done' | 'invalid' | 'failed';
  message: string;
  /** Lines in the cart afterwards (the header count); absent when unknown. */
  lineCount?: number;
  /** Per-line results of a quick add or an import, one sentence each. */
  results?: { text: string; ok: boolean }[];
  /** add_to_cart / remove_from_cart for the change made, built on the server (decision 036). */
  analytics?: DataLayerEvent;
}

export const IDLE: CartActionState = { status: 'idle', message: '' };
