// The favourites feature's client-safe public face; its server-only part is ./server.ts.
export { FavouriteToggle, type FavouriteToggleTexts } from './components/favourite-toggle';
export { GridStarForm } from './components/grid-star-form';
