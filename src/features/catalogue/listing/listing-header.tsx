import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/texts';

/** "{count} produkter", with the singular for one. */
export const productCountText = (count: number) => (count === 1 ? t('listing.productCountOne') : t('listing.productCount', { count: formatNumber(count) }));

/**
 * The page heading of a listing with its product count and an optional lead or icon. Under a
 * content hero (which is then the page's h1) the title is an h2. A count still on its way
 * (`countSlot`, streamed) keeps its line from the first paint, so nothing moves when it comes.
 */
export function ListingHeader({ title, count, countSlot, lead, icon, titleTag: Title = 'h1' }: { title: string; count?: number | undefined; countSlot?: ReactNode; lead?: ReactNode; icon?: ReactNode; titleTag?: 'h1' | 'h2' }) {
  return (
    <header className="listing-header">
      {icon ? <span className="listing-header__icon">{icon}</span> : null}
      <div className="listing-header__text">
        <Title className="page__title listing-header__title">{title}</Title>
        {count !== undefined ? <p className="listing-header__count">{productCountText(count)}</p> : null}
        {countSlot ? <p className="listing-header__count listing-header__count--streamed">{countSlot}</p> : null}
        {lead ? <div className="listing-header__lead">{lead}</div> : null}
      </div>
    </header>
  );
}
