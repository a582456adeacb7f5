// The cart feature's public face (client-safe); its server-only part is ./server.ts.
export { AddToCartForm, type AddToCartFormProps, type AddToCartTexts } from './components/add-to-cart-form';
// For forms of other features that add to the cart (reorder in order history): the header's cart status follows them.
export { useCartAction } from './use-cart-action';
export type { CartActionState } from './cart-action-state';
// The money rule (decision 020): the summary step sums and shows deliveries exactly as the cart does.
export { cartTotals, lineMoney, pricedQuantity, sumTotals, type CartTotals, type LineMoney } from './cart-totals';
export { toTotalsView, type CartTotalsView } from './totals-view';
// The cart's quantity code, reused by shopping lists (issue 15): the same rules, stepper and 500 ms debounce.
export { checkQuantity, snapToMultiple, MAX_QUANTITY } from './quantity-rules';
export { QuantityField } from './components/quantity-field';
export { useDebounced, QUANTITY_DEBOUNCE_MS } from './components/use-debounced';
