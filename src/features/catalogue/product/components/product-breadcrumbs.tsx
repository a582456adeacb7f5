import { Link } from 'waku';
import type { CategoryRef } from '../../../../lib/catalogue/variant';
import { href } from '../../../../lib/routes/href';
import { t } from '../../../../lib/texts';

/** Start › category trail › the product; each category leads to its listing. */
export function ProductBreadcrumbs({ parents, name }: { parents: readonly CategoryRef[]; name: string }) {
  return (
    <nav className="product-breadcrumbs" aria-label={t('product.breadcrumb')}>
      <ol>
        <li>
          <Link to="/">{t('routes.start')}</Link>
        </li>
        {parents.map((category) => (
          <li key={category.id}>
            <Link to={href('kategorier-slug', { slug: category.path })}>{category.name}</Link>
          </li>
        ))}
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}
