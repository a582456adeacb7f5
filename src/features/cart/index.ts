// The cart feature's public face (client-safe); its server-only part is ./server.ts.
export { AddToCartForm, type AddToCartFormProps, type AddToCartTexts } from './components/add-to-cart-form';
