import { Link } from 'waku';
import type { Facet } from '../../../lib/upstream/search/search-products';
import { t } from '../../../lib/texts';
import { hasFilters, withoutFilter, type ListingQuery } from './listing-query';

/** Chips of the chosen filter values, each a link that removes it, and "clear all". */
export function SelectedFilters({ state, facets, href }: { state: ListingQuery; facets: readonly Facet[]; href: (state: ListingQuery) => string }) {
  if (!hasFilters(state.filters)) return null;
  const labelOf = (name: string, value: string) => {
    const facet = facets.find((candidate) => candidate.name === name);
    const item = facet?.items.find((candidate) => candidate.value === value);
    return `${facet?.label ?? name}: ${item?.label ?? value}`;
  };
  const chips = Object.entries(state.filters).flatMap(([name, values]) => values.map((value) => ({ name, value, label: labelOf(name, value) })));
  return (
    <div className="selected-filters">
      <h2 className="visually-hidden">{t('listing.filters.selected')}</h2>
      <ul className="selected-filters__list">
        {chips.map((chip) => (
          <li key={`${chip.name}:${chip.value}`}>
            <Link to={href(withoutFilter(state, chip.name, chip.value)) as `/${string}`} scroll={false} className="filter-chip" aria-label={t('listing.filters.remove', { label: chip.label })}>
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={href({ ...state, filters: {}, page: 1, through: 1 }) as `/${string}`} scroll={false} className="selected-filters__clear">
            {t('listing.filters.clear')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
