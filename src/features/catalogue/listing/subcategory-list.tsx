import { Link } from 'waku';
import { formatNumber } from '../../../lib/format';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { ResponsiveImage } from '../../../components/responsive-image';

export interface SubcategoryLink {
  id: string;
  name: string;
  path: string;
  productCount: number;
  image?: string | undefined;
}

/** The categories one level down, as image tiles with their product counts. */
export function SubcategoryList({ heading, categories }: { heading: string; categories: readonly SubcategoryLink[] }) {
  if (categories.length === 0) return null;
  return (
    <section className="subcategories" aria-labelledby="subcategories-heading">
      <h2 id="subcategories-heading" className="subcategories__heading">{heading}</h2>
      <ul className="subcategories__list">
        {categories.map((category) => (
          <li key={category.id} className="subcategory">
            <Link to={href('kategorier-slug', { slug: category.path })} className="subcategory__link">
              {category.image ? <ResponsiveImage className="subcategory__image" src={category.image} alt="" width={300} height={200} sizes="(min-width: 48rem) 300px, 50vw" /> : null}
              <span className="subcategory__name">{category.name}</span>
              <span className="subcategory__count">{t('listing.assortment.count', { count: formatNumber(category.productCount) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
