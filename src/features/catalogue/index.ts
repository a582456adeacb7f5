// The catalogue feature's public face: what other features (content shelves) may use.
export { getCatalogueContext, type CatalogueContext } from './catalogue-context';
export { loadListingOffers } from './listing/listing-offers';
export { ProductGrid } from './listing/product-grid';
export type { CardSettings } from './listing/product-card';
