// The navigation feature's public face (client-safe); its server-only part is ./server.ts.
export { isCategoryIcon, type CategoryIcon, type NavCategory } from './nav-category';
export { RememberProduct } from './remember-product';
