// The cart feature's server-only public face: acting on the buyer's cart from another feature.
export { asCartUser, currentCart, type CartAccess } from './cart-access';
