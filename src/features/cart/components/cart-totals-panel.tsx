import { t } from '../../../lib/texts';
import type { CartTotalsView } from '../totals-view';

export interface CartTotalsPanelProps {
  totals: CartTotalsView;
  /** The heading: the cart's "Summa", or a delivery's name on the summary step. */
  heading?: string;
  /** Distinguishes several panels on one page (their headings label them). */
  id?: string;
}

/**
 * The money rule's totals (decision 020): goods excl. VAT, alloying surcharge, the sum excl. VAT
 * (= the line totals shown), VAT 25 % and the sum incl. VAT. The same rows on the cart page and
 * on the summary step, per delivery and for the whole order.
 */
export function CartTotalsPanel({ totals, heading = t('cartPage.totals.heading'), id = 'cart-totals' }: CartTotalsPanelProps) {
  const headingId = `${id}-heading`;
  const rows: [string, string][] = [
    [t('cartPage.totals.net'), totals.net],
    [t('cartPage.totals.alloying'), totals.alloying],
    [t('cartPage.totals.exclVat'), totals.exclVat],
    [t('cartPage.totals.vat', { rate: totals.vatRate }), totals.vat],
  ];
  return (
    <section className="cart-totals" aria-labelledby={headingId} data-testid={id}>
      <h2 id={headingId} className="cart-totals__heading">{heading}</h2>
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
      {totals.unpriced > 0 ? (
        <p className="cart-totals__note">{totals.unpriced === 1 ? t('cartPage.totals.unpricedOne') : t('cartPage.totals.unpriced', { count: totals.unpriced })}</p>
      ) : null}
    </section>
  );
}
