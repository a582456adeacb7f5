// The analytics feature's server-only face: events whose data only the server may decide on.
export { addedLines, cartChangeAnalytics, quantityChange, type CartChange } from './cart-change-analytics';
export { checkoutEvent, type CheckoutPage } from './checkout-events';
export { purchaseEvents } from './purchase-events';
