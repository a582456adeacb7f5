import { t, type TextKey } from '../../../lib/texts';
import { PARAM, type ListingSort } from './listing-query';

const LABELS: Record<ListingSort, TextKey> = {
  relevance: 'listing.sort.relevance',
  popularity: 'listing.sort.popularity',
  'name-asc': 'listing.sort.nameAsc',
  'name-desc': 'listing.sort.nameDesc',
  'price-asc': 'listing.sort.priceAsc',
  'price-desc': 'listing.sort.priceDesc',
};

/**
 * The sort order, a control of the listing form (through `form=`) that sits in the toolbar. With
 * JavaScript a change applies at once; without, the button beside it submits. The listing's
 * default order has an empty value, so it stays out of the URL.
 */
export function SortSelect({ formId, sorts, value, fallback }: { formId: string; sorts: readonly ListingSort[]; value: ListingSort; fallback: ListingSort }) {
  const valueOf = (sort: ListingSort) => (sort === fallback ? '' : sort);
  return (
    <div className="sort-select">
      <label htmlFor="listing-sort">{t('listing.sort.label')}</label>
      <select id="listing-sort" name={PARAM.sort} form={formId} defaultValue={valueOf(value)} data-value={valueOf(value)}>
        {sorts.map((sort) => (
          <option key={sort} value={valueOf(sort)}>
            {t(LABELS[sort])}
          </option>
        ))}
      </select>
      <button type="submit" form={formId} className="button button--secondary listing-submit">
        {t('listing.sort.apply')}
      </button>
    </div>
  );
}
