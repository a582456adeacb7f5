import type { StockStatus } from '../../../lib/catalogue/stock-status';
import { stockQuantityLabel } from '../../../lib/catalogue/stock-status';

/**
 * One stock line ("Butik: I lager i butik, 12 st"). The text always says it all; the coloured dot
 * is extra, shown only for brands with the stock-colour setting (spec point 9).
 */
export function StockBadge({ label, status, colours, unit }: { label: string; status: StockStatus; colours: boolean; unit?: string | undefined }) {
  const quantity = stockQuantityLabel(status, unit);
  return (
    <li className="stock-badge" data-colour={colours ? status.colour : undefined}>
      {colours && status.colour !== 'none' ? <span className={`stock-badge__dot stock-badge__dot--${status.colour}`} aria-hidden="true" /> : null}
      <span className="stock-badge__label">{`${label}:`}</span> <span className="stock-badge__text">{status.text}</span>
      {quantity ? <span className="stock-badge__quantity">{` (${quantity})`}</span> : null}
    </li>
  );
}
