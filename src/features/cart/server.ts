// The cart feature's server-only public face: acting on the buyer's cart from another feature.
export { asCartUser, currentCart, type CartAccess } from './cart-access';
// The totals panel is drawn on the server (it reads the text catalogue): the summary step shows it too.
export { CartTotalsPanel } from './components/cart-totals-panel';
