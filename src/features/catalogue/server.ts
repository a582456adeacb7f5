// The catalogue feature's server-only public face (content shelves load products through it).
export { getCatalogueContext, type CatalogueContext } from './catalogue-context';
export { loadListingOffers } from './listing/listing-offers';
// The favourites flyout shows price and stock of starred articles as the cards do (issue 15).
export { toCardOffer, type CardOffer, type PriceView } from './listing/offer-view';
