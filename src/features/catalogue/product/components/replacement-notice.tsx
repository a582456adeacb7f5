import { Link } from 'waku';
import type { Variant } from '../../../../lib/catalogue/variant';
import { href } from '../../../../lib/routes/href';
import { t } from '../../../../lib/texts';

/** For a discontinued variant: the article that replaces it ('ersattningsartikel'). */
export function ReplacementNotice({ variant }: { variant: Variant }) {
  const replacement = variant.relations.find((relation) => relation.type === 'ersattningsartikel');
  if (!variant.discontinued || !replacement) return null;
  return (
    <aside className="replacement-notice" aria-labelledby="replacement-title">
      <h2 id="replacement-title" className="replacement-notice__title">
        {t('product.replacement.title')}
      </h2>
      <p className="replacement-notice__lead">{t('product.replacement.lead')}</p>
      <p className="replacement-notice__article">
        <Link to={href('produkt-slug', { slug: replacement.variantSlug })}>{replacement.name}</Link>
        <span className="replacement-notice__number">
          {t('product.articleNumber')} {replacement.articleNumber}
        </span>
      </p>
    </aside>
  );
}
