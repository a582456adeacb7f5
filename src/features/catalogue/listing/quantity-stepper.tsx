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
        {t('listing.card.addToCart')}
      </button>
    </div>
  );
}
