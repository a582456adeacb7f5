// The navigation feature's public face (client-safe); its server-only part is ./server.ts.
export { CategoryIcon } from './components/category-icon';
export { isCategoryIcon, type CategoryIcon as CategoryIconName, type NavCategory } from './nav-category';
export { RememberProduct } from './remember-product';
