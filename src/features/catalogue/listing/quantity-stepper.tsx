import { t } from '../../../lib/texts';

/**
 * Quantity in steps of the order multiple and the add button. Adding to the cart belongs to the
 * cart issue: until it is wired the button is disabled and says so, rather than pretending.
 */
export function QuantityStepper({ articleNumber, name, multiple }: { articleNumber: string; name: string; multiple: number }) {
  const id = `qty-${articleNumber}`;
  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className="visually-hidden">
        {t('listing.card.quantity', { name })}
      </label>
      <input id={id} className="quantity-stepper__input" type="number" inputMode="numeric" name="quantity" min={multiple} step={multiple} defaultValue={multiple} />
      <button type="button" className="button button--primary quantity-stepper__add" disabled title={t('listing.card.addSoon')}>
        <CartIcon />
        <span className="visually-hidden">{t('listing.card.addToCart')}</span>
      </button>
    </div>
  );
}

/** A shopping cart outline; the button's accessible name is its hidden text. */
function CartIcon() {
  return (
    <svg className="quantity-stepper__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M3 4h2.2l2.3 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1l2-6.3H6.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}
