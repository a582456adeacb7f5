import 'server-only';
import { cache } from 'react';
import type { Price, Stock } from '../../../lib/catalogue/variant';
import { callAsUser, getRequestContext } from '../../../lib/request';

import { UpstreamError } from '../../../lib/upstream';
import { getStores, type Store } from '../../../lib/upstream/location/get-stores';

import { getVariants } from '../../../lib/upstream/commerce/get-variants';
import { getCatalogueContext } from '../catalogue-context';

export interface ProductOffer {
  /** The store whose stock is shown: the buyer's choice if it is a real pickup store. */
  storeId: string;
  stores: Store[];
  /** Absent for anonymous visitors and buyers without the right to see prices (never fetched). */
  price: Price | undefined;
  stock: Stock | undefined;
  /** The article's own unit ('M' for cable): its stock is counted in it. */
  unit: string | undefined;
  /** getVariants failed: the panels say so instead of failing the page. */
  unavailable: boolean;
}

/** Upstream failures become a message in the panel; anything else (a redirect) goes on. */
const orFallback = <T>(fallback: T) => (error: unknown): T => {
  if (error instanceof UpstreamError) return fallback;
  throw error;
};

/**
 * The per-customer part of the product page: price and stock for the chosen store and central
 * storage in one getVariants call, shared by every panel that needs it (React cache), plus the
 * store list for the picker. Deferred data: it never throws for an upstream failure.
 */
export const loadProductOffer = cache(async (articleNumber: string): Promise<ProductOffer> => {
  const context = await getCatalogueContext();
  const variantFor = (storeId: string) => {
    const call = (token: string | undefined) =>
      getVariants(context.commerce, {
        articleNumbers: [articleNumber],
        token,
        customerId: context.customerId,
        locationId: storeId,
        locationIds: [storeId],
        permissions: context.permissions,
      });
    return (context.token ? callAsUser(call) : call(undefined)).then((variants) => variants[0] ?? null, orFallback(null));
  };
  // Both at once: the store list only matters when the remembered store has since disappeared.
  const [stores, first] = await Promise.all([
    getStores(getRequestContext().services.location, context.token).catch(orFallback<Store[]>([])),
    variantFor(context.storeId),
  ]);
  const known = stores.length === 0 || stores.some((store) => store.id === context.storeId);
  const storeId = known ? context.storeId : getRequestContext().brand.defaultStoreId;
  const variant = storeId === context.storeId ? first : await variantFor(storeId);
  return {
    storeId,
    stores,
    price: context.permissions.viewPrices ? (variant?.price ?? undefined) : undefined,
    stock: variant?.stock ?? undefined,
    unit: variant?.unit ?? undefined,
    unavailable: !variant,
  };
});
