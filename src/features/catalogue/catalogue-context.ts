import 'server-only';
import { cache } from 'react';
import type { Permissions } from '../../lib/auth/permissions';
import { getCustomerContext, getRequestContext, optionalAccessToken } from '../../lib/request';
import type { UpstreamService } from '../../lib/upstream';

/** The cookie holding the store a visitor picked on a product page (a preference, not a secret). */
export const STORE_COOKIE = 'store';

export interface CatalogueContext {
  product: UpstreamService;
  commerce: UpstreamService;
  search: UpstreamService;
  /** The customer's assortment id; undefined for 'default', anonymous visitors or a failed call. */
  assortment: string | undefined;
  /** The store whose stock is shown: the picked one, the user's preferred one, the brand's default. */
  storeId: string;
  centralStorageId: string;
  customerId: string | undefined;
  token: string | undefined;
  permissions: Permissions;
}

/**
 * What every catalogue page needs: the request's catalogue services, its customer context and
 * what the buyer may see (a view of the request context).
 */
export const getCatalogueContext = cache(async (): Promise<CatalogueContext> => {
  const { services, permissions } = getRequestContext();
  const { customerId, assortment, storeId, centralStorageId } = await getCustomerContext();
  return {
    product: services.product,
    commerce: services.commerce,
    search: services.search,
    assortment,
    storeId,
    centralStorageId,
    customerId,
    token: optionalAccessToken(),
    permissions,
  };
});
