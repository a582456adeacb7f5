import { AddToCartForm } from '../../cart';
import { t } from '../../../lib/texts';

/**
 * Quantity in steps of the order multiple and the add button: the cart's add form with the card's
 * markup (the icon button; its name is the hidden text).
 */
export function QuantityStepper({ articleNumber, name, multiple, listName }: { articleNumber: string; name: string; multiple: number; listName: string }) {
  return (
    <AddToCartForm
      listName={listName}
      articleNumber={articleNumber}
      multiple={multiple}
      unit="st"
      icon={<CartIcon />}
      hideButtonText
      classNames={{ form: 'quantity-stepper', label: 'visually-hidden', input: 'quantity-stepper__input', button: 'button button--primary quantity-stepper__add', message: 'quantity-stepper__message' }}
      texts={{
        quantityLabel: t('listing.card.quantity', { name }),
        add: t('listing.card.addToCart'),
        busy: t('cartPage.add.busy'),
        added: t('cart.added'),
        decrease: t('cartPage.quantity.decrease'),
        increase: t('cartPage.quantity.increase'),
      }}
    />
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
