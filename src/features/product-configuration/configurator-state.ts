import type { TypedConfiguration } from './read-configuration';

/** What the configurator's server actions answer: Swedish texts ready to show. */
export interface ConfiguratorState {
  status: 'idle' | 'done' | 'invalid' | 'failed';
  message: string;
  /** Per field, when a rule was broken (the server checks again what the form checked). */
  fieldErrors?: Partial<Record<'length' | 'packaging' | 'pieces', string>>;
  /** Lines in the cart afterwards (the header count). */
  lineCount?: number;
  /** The fields as posted: a page rendered for a post without JavaScript shows them again, so a refused length is corrected, not retyped. */
  typed?: TypedConfiguration;
}

export const IDLE_CONFIGURATOR: ConfiguratorState = { status: 'idle', message: '' };

/** The live price answer: one piece and the line, formatted; null prices for a buyer who sees none. */
export interface ConfiguredPriceView {
  status: 'priced' | 'invalid' | 'failed';
  summary: string;
  piecePrice: string | null;
  linePrice: string | null;
  /** The alloying surcharge included in the piece price (copper), formatted; null when none. */
  alloyingPrice?: string | null;
  /** Why there is no price, in Swedish, when the call itself was refused or a service failed. */
  message?: string;
}
