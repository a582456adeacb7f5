import { Link } from 'waku';
import type { Facet } from '../../../lib/upstream/search/search-products';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/texts';
import { filterValue } from './listing-query';

export interface FacetPanelProps {
  facets: readonly Facet[];
  /** Links for the "Kategori" facet (its values are category ids); without, it is left out. */
  categoryHref?: ((categoryId: string) => `/${string}` | undefined) | undefined;
}

/** How many values a facet shows before the rest fold away under "more". */
const VISIBLE_VALUES = 8;

function FacetValue({ facet, item, index }: { facet: Facet; item: Facet['items'][number]; index: number }) {
  const id = `facet-${facet.name}-${index}`.replace(/[^\p{L}\p{N}_-]/gu, '_');
  return (
    <li className="facet__value">
      <input type="checkbox" id={id} name="filter" value={filterValue(facet.name, item.value)} defaultChecked={item.selected} />
      <label htmlFor={id}>
        <span className="facet__label">{item.label}</span> <span className="facet__count">({formatNumber(item.count)})</span>
      </label>
    </li>
  );
}

/** "Kategori" narrows by navigating: its values are categories, each a link with its count. */
function CategoryFacet({ facet, href }: { facet: Facet; href: NonNullable<FacetPanelProps['categoryHref']> }) {
  const links = facet.items.flatMap((item) => {
    const to = href(item.value);
    return to ? [{ item, to }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className="facet facet--links" aria-labelledby="facet-category">
      <h3 className="facet__title" id="facet-category">{t('listing.filters.category')}</h3>
      <ul className="facet__values">
        {links.map(({ item, to }) => (
          <li key={item.value} className="facet__value">
            <Link to={to}>{item.label}</Link> <span className="facet__count">({formatNumber(item.count)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The facets of the search answer as groups of checkboxes (multi-select: any value of a facet,
 * every facet). They belong to the listing's GET form, so each choice is in the URL.
 */
export function FacetPanel({ facets, categoryHref }: FacetPanelProps) {
  return (
    <>
      {facets.map((facet) => {
        if (facet.name === 'category') return categoryHref ? <CategoryFacet key={facet.name} facet={facet} href={categoryHref} /> : null;
        const visible = facet.items.filter((item, index) => index < VISIBLE_VALUES || item.selected);
        const folded = facet.items.filter((item, index) => index >= VISIBLE_VALUES && !item.selected);
        return (
          <fieldset key={facet.name} className="facet">
            <legend className="facet__title">{facet.label}</legend>
            <ul className="facet__values">
              {visible.map((item) => <FacetValue key={item.value} facet={facet} item={item} index={facet.items.indexOf(item)} />)}
            </ul>
            {folded.length > 0 ? (
              <details className="facet__more">
                <summary>{t('listing.filters.more', { count: folded.length })}</summary>
                <ul className="facet__values">
                  {folded.map((item) => <FacetValue key={item.value} facet={facet} item={item} index={facet.items.indexOf(item)} />)}
                </ul>
              </details>
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}
