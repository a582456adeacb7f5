/** Swedish texts of the listing screens (keys under 'listing.'); see sv.ts for the whole catalogue. */
export const svListing = {
  title: 'Produkter',
} as const;
