// The navigation feature's public face: what other features and the site chrome may use.
export { isCategoryIcon, type CategoryIcon, type NavCategory } from './nav-category';
export { loadNavCategories } from './load-nav-categories';
export { RememberProduct } from './remember-product';
