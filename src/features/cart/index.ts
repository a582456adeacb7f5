// The cart feature's public face (client-safe); its server-only part is ./server.ts.
export { AddToCartForm, type AddToCartFormProps, type AddToCartTexts } from './components/add-to-cart-form';
// For forms of other features that add to the cart (reorder in order history): the header's cart status follows them.
export { useCartAction } from './use-cart-action';
export type { CartActionState } from './cart-action-state';
