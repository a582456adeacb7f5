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
 * JavaScript a change applies at once; without, the button beside it submits.
 */
export function SortSelect({ formId, sorts, value }: { formId: string; sorts: readonly ListingSort[]; value: ListingSort }) {
  return (
    <div className="sort-select">
      <label htmlFor="listing-sort">{t('listing.sort.label')}</label>
      <select id="listing-sort" name={PARAM.sort} form={formId} defaultValue={value} data-value={value}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
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
