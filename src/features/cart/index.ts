// The cart feature's public face: what other features and the site chrome may use.
export { AddToCartForm, type AddToCartFormProps, type AddToCartTexts } from './components/add-to-cart-form';
export { asCartUser, currentCart, type CartAccess } from './cart-access';
