// The catalogue feature's server-only public face (content shelves load products through it).
export { getCatalogueContext, type CatalogueContext } from './catalogue-context';
export { loadListingOffers } from './listing/listing-offers';
