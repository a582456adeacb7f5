import type { StockColour } from '../../../lib/catalogue/stock-status';

/** A stock status as a card shows it, worded on the server: "I lager i butik", "12 st". */
export interface StockLine {
  text: string;
  colour: StockColour;
  quantity?: string;
}

/**
 * One stock line ("Butik: I lager i butik (12 st)"). The text always says it all; the coloured dot
 * is extra, shown only for brands with the stock-colour setting (spec point 9): CSS draws it from
 * `data-colour` (listing-results.css).
 */
export function StockBadge({ label, line, colours }: { label: string; line: StockLine; colours: boolean }) {
  return (
    <li className="stock-badge" data-colour={colours ? line.colour : undefined}>
      <span className="stock-badge__label">{`${label}:`}</span>
      {` ${line.text}`}
      {line.quantity ? <span className="stock-badge__quantity">{` (${line.quantity})`}</span> : null}
    </li>
  );
}
