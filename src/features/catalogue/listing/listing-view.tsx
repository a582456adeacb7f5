import type { ReactNode } from 'react';
import { BeforePaintScript } from '../../../components/before-paint-script';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/texts';
import { FacetPanel, type FacetPanelProps } from './facet-panel';
import { FilterDisclosure } from './filter-disclosure';
import { ListingFilterForm } from './listing-filter-form';
import { productCountText } from './listing-header';
import { ListingHistory } from './listing-history';
import { hasFilters, listingHref, listingSearch, PAGE_SIZE, type ListingQuery, type ListingSort } from './listing-query';
import type { Listing } from './load-listing';
import { FOLD_FILTERS_ON_NARROW } from './narrow-filters';
import { Pager } from './pager';
import { itemRange } from './paging';
import { ProductGrid } from './product-grid';
import type { CardSettings } from './product-card';
import { SelectedFilters } from './selected-filters';
import { SortSelect } from './sort-select';

export interface ListingViewProps {
  /** Path of the listing page ("/kategorier/el/kabel"). */
  path: string;
  /** Query parameters that define the listing itself and survive every filter change (q). */
  base: Readonly<Record<string, string>>;
  state: ListingQuery;
  listing: Listing;
  sorts: readonly ListingSort[];
  cards: CardSettings;
  categoryHref?: FacetPanelProps['categoryHref'];
  /** Guard rule 1 applies to category and search listings. */
  history: boolean;
  empty: ReactNode;
}

const FORM_ID = 'listing-form';
const RESULTS_ID = 'listing-results';

/**
 * A product listing: facets in a GET form beside the results, the result count (announced when
 * it changes), sort, chosen filters, the cards and the pager. Shared by category, search and
 * campaign pages; what is listed and the page's head are theirs.
 */
export function ListingView({ path, base, state, listing, sorts, cards, categoryHref, history, empty }: ListingViewProps) {
  const href = (target: ListingQuery) => listingHref(path, base, target);
  const { from, to } = itemRange(state.page, state.through, PAGE_SIZE, listing.total);
  const sort = sorts.includes(listing.sort) ? listing.sort : (sorts[0] ?? listing.sort);
  const hasFacets = listing.facets.some((facet) => facet.name !== 'category' || categoryHref);
  const hidden = Object.entries(base).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const formProps = { id: FORM_ID, action: path, stateKey: listingSearch(base, state), resultsId: RESULTS_ID };
  return (
    <div className={hasFacets ? 'listing' : 'listing listing--no-filters'}>
      {hasFacets ? (
        <aside className="listing__filters" aria-labelledby="listing-filters-heading">
          <h2 id="listing-filters-heading" className="visually-hidden">{t('listing.filters.heading')}</h2>
          <FilterDisclosure summary={t('listing.filters.heading')} foldScript={<BeforePaintScript code={FOLD_FILTERS_ON_NARROW} />}>
            <ListingFilterForm {...formProps}>
              {hidden}
              <FacetPanel facets={listing.facets} categoryHref={categoryHref} />
              <button type="submit" className="button button--primary listing-submit">{t('listing.filters.apply')}</button>
            </ListingFilterForm>
          </FilterDisclosure>
        </aside>
      ) : (
        // Still the form the sort select belongs to.
        <ListingFilterForm {...formProps}>{hidden}</ListingFilterForm>
      )}
      <section className="listing__results" id={RESULTS_ID} aria-labelledby="listing-results-heading">
        <h2 id="listing-results-heading" className="visually-hidden">{t('listing.resultsLabel')}</h2>
        <div className="listing__toolbar">
          <p id="listing-count" className="listing__count" role="status">
            {listing.total > 0
              ? t('listing.showingRange', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(listing.total) })
              : hasFilters(state.filters) ? t('listing.noProducts') : productCountText(0)}
          </p>
          {listing.total > 1 && sorts.length > 1 ? <SortSelect formId={FORM_ID} sorts={sorts} value={sort} fallback={sorts[0] ?? sort} /> : null}
        </div>
        <SelectedFilters state={state} facets={listing.facets} href={href} />
        {listing.items.length > 0 ? <ProductGrid items={listing.items} firstNumber={from} settings={cards} /> : <div className="listing__empty">{empty}</div>}
        <Pager state={state} pageCount={listing.pageCount} href={href} nextItem={to + 1} />
      </section>
      {history ? <ListingHistory listing={`${path}${listingSearch(base, state)}`} /> : null}
    </div>
  );
}
