// The catalogue feature's public face (client-safe); its server-only part is ./server.ts.
export { ProductGrid } from './listing/product-grid';
export type { CardSettings } from './listing/product-card';
