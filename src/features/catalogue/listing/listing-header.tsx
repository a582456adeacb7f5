import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/texts';

/** "{count} produkter", with the singular for one. */
export const productCountText = (count: number) => (count === 1 ? t('listing.productCountOne') : t('listing.productCount', { count: formatNumber(count) }));

/** The page heading of a listing with its product count and an optional lead or icon. */
export function ListingHeader({ title, count, lead, icon }: { title: string; count?: number | undefined; lead?: ReactNode; icon?: ReactNode }) {
  return (
    <header className="listing-header">
      {icon ? <span className="listing-header__icon">{icon}</span> : null}
      <div className="listing-header__text">
        <h1 className="page__title listing-header__title">{title}</h1>
        {count !== undefined ? <p className="listing-header__count">{productCountText(count)}</p> : null}
        {lead ? <div className="listing-header__lead">{lead}</div> : null}
      </div>
    </header>
  );
}
