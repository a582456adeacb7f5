/** Swedish texts of the product screens (keys under 'product.'); see sv.ts for the whole catalogue. */
export const svProduct = {
  title: 'Produkt',
} as const;
