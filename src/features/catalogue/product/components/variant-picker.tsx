import { Link } from 'waku';
import { href } from '../../../../lib/routes/href';
import { t } from '../../../../lib/texts';
import type { VariantChoice } from '../variant-choices';

/**
 * The product's other variants as plain links (each variant is its own page with its own
 * canonical address), labelled by what sets them apart.
 */
export function VariantPicker({ choices }: { choices: readonly VariantChoice[] }) {
  if (choices.length < 2) return null;
  return (
    <nav className="variant-picker" aria-labelledby="variant-picker-title">
      <h2 id="variant-picker-title" className="product-section__label">
        {t('product.variants.title')} <span className="variant-picker__count">{t('product.variants.count', { count: choices.length })}</span>
      </h2>
      <ul className="variant-picker__list">
        {choices.map((choice) => (
          <li key={choice.articleNumber}>
            <Link
              to={href('produkt-slug', { slug: choice.slug })}
              className={`variant-picker__option${choice.discontinued ? ' variant-picker__option--discontinued' : ''}`}
              aria-current={choice.current ? 'page' : undefined}
            >
              {choice.label}
              {choice.discontinued ? <span className="variant-picker__badge">{t('product.variants.discontinued')}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
