import 'server-only';
import { getCookie } from 'hono/cookie';
import { tryGetContext } from 'hono/context-storage';
import { cache } from 'react';
import type { ShopEnv } from '../../../worker/shop-env';
import type { Permissions } from '../../lib/auth/permissions';
import { getRequestContext, getRequestEnv } from '../../lib/request-context';
import { callAsUser, getPermissions } from '../../lib/session-access';
import { upstreamService, type UpstreamService } from '../../lib/upstream';
import { getCustomerAssortment } from '../../lib/upstream/product/get-customer-assortment';
import { loadAccount } from '../account/load-account';

/** The cookie holding the store a visitor picked on a product page (a preference, not a secret). */
export const STORE_COOKIE = 'store';
const STORE_ID = /^[A-Z0-9-]{2,20}$/;

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
 * What every catalogue page needs, worked out once per request: services, the customer's
 * assortment (spec point 4: kept unless 'default' or the call fails), the store for stock, and
 * what the buyer may see.
 */
export const getCatalogueContext = cache(async (): Promise<CatalogueContext> => {
  const { brand, session } = getRequestContext();
  const env = getRequestEnv();
  const c = tryGetContext<ShopEnv>();
  const product = upstreamService(env, 'product');
  const picked = c ? getCookie(c, STORE_COOKIE) : undefined;
  let assortment: string | undefined;
  let preferredStore: string | undefined;
  if (session?.customerId) {
    const customerId = session.customerId;
    const [found, account] = await Promise.all([
      callAsUser((token) => getCustomerAssortment(product, { customerId, token })).catch(() => undefined),
      loadAccount(),
    ]);
    assortment = found && found.id !== 'default' ? found.id : undefined;
    preferredStore = account?.user.preferredStore ?? undefined;
  }
  return {
    product,
    commerce: upstreamService(env, 'commerce'),
    search: upstreamService(env, 'search'),
    assortment,
    storeId: [picked, preferredStore].find((id): id is string => !!id && STORE_ID.test(id)) ?? brand.defaultStoreId,
    centralStorageId: brand.centralStorageId,
    customerId: session?.customerId,
    token: c?.var.accessToken,
    permissions: getPermissions(),
  };
});
