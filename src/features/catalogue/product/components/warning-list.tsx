import type { Warning } from '../../../../lib/catalogue/variant';
import { t } from '../../../../lib/texts';

/** "Fara" outranks "Varning" (CLP): it gets the danger colour, the other the warning colour. */
const signalClass = (signalWord: string | null | undefined) => {
  const word = signalWord?.trim().toLowerCase();
  if (word === 'fara') return 'product-warning--danger';
  if (word === 'varning') return 'product-warning--warning';
  return 'product-warning--info';
};

/**
 * Hazard and safety information: signal word, pictogram, the short statement, and the detailed
 * text behind a native disclosure (keyboard and screen-reader friendly without JavaScript).
 */
export function WarningList({ warnings }: { warnings: readonly Warning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="product-warnings-title">
      <h2 id="product-warnings-title" className="product-section__title">
        {t('product.warnings.title')}
      </h2>
      <ul className="product-warnings">
        {warnings.map((warning) => (
          <li key={warning.code} className={`product-warning ${signalClass(warning.signalWord)}`}>
            {warning.assetUrl ? <img className="product-warning__pictogram" src={warning.assetUrl} alt={t('product.warnings.pictogram')} width={48} height={48} /> : null}
            <div className="product-warning__body">
              {warning.signalWord ? <strong className="product-warning__signal">{warning.signalWord}</strong> : null}
              <p className="product-warning__text">
                {warning.description} <span className="product-warning__code">({warning.code})</span>
              </p>
              {warning.detailedDescription ? (
                <details className="product-warning__details">
                  <summary>{t('product.warnings.readMore')}</summary>
                  <p>{warning.detailedDescription}</p>
                </details>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
