import { Link } from 'waku';
import { href } from '../../../lib/routes/href';
import type { SearchAnswer } from '../../../lib/upstream/search/search-products';
import { t } from '../../../lib/texts';

/** Categories whose names match the query, with their trail, as shortcuts above the results. */
export function SearchCategories({ categories }: { categories: SearchAnswer['categories'] }) {
  if (categories.length === 0) return null;
  return (
    <section className="search-categories" aria-labelledby="search-categories-heading">
      <h2 id="search-categories-heading" className="listing-section__heading">{t('listing.search.categories')}</h2>
      <ul className="search-categories__list">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={href('kategorier-slug', { slug: category.path })}>
              {category.parents.length > 0 ? <span className="search-categories__trail">{category.parents.map((parent) => parent.name).join(' › ')}</span> : null}
              <span className="search-categories__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
