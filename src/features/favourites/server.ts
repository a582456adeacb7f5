// The favourites feature's server-only public face: the star of an article (cards, product page,
// cart lines) and the header's favourites flyout.
export { FavouriteStar, favouriteToggleTexts, loadCardStarred } from './components/favourite-star';
export { HeaderFavourites } from './components/header-favourites';
