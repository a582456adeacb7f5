import { t } from '../../../lib/texts';
import type { CartTotalsView } from '../cart-view';

/** Excl. VAT, alloying, VAT 25 % and the sum to pay (spec point 3's price fields). */
export function CartTotalsPanel({ totals }: { totals: CartTotalsView }) {
  const rows: [string, string][] = [
    [t('cartPage.totals.net'), totals.net],
    [t('cartPage.totals.alloying'), totals.alloying],
    [t('cartPage.totals.vat'), totals.vat],
  ];
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading" className="cart-totals__heading">{t('cartPage.totals.heading')}</h2>
      <dl className="cart-totals__list">
        {rows.map(([label, value]) => (
          <div key={label} className="cart-totals__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="cart-totals__row cart-totals__row--total">
          <dt>{t('cartPage.totals.total')}</dt>
          <dd>{totals.total}</dd>
        </div>
      </dl>
    </section>
  );
}
