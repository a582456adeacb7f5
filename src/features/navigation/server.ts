// The navigation feature's server-only public face.
export { loadNavCategories } from './load-nav-categories';
