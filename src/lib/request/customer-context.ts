import 'server-only';
import { cache } from 'react';
import { getCustomerAssortment } from '../upstream/product/get-customer-assortment';
import { getAccount } from './account';
import { loadPageData } from './page-data';
import { readCookie } from './cookies';
import { getRequestContext } from './request-context';
import { callAsUser } from './session-access';

/** The cookie holding the store a visitor picked on a product page (a preference, not a secret). */
export const STORE_COOKIE = 'store';
const STORE_ID = /^[A-Z0-9-]{2,20}$/;

export interface CustomerContext {
  customerId: string | undefined;
  projectId: string | undefined;
  /** The customer's assortment id; undefined for 'default', anonymous visitors or a failed call. */
  assortment: string | undefined;
  /** The store whose stock is shown: the picked one, the user's preferred one, the brand's default. */
  storeId: string;
  centralStorageId: string;
}

/**
 * Who the buyer buys for, worked out once per request: customer and project from the session,
 * the customer's assortment (spec point 4: kept unless 'default' or the call fails) and the store
 * whose stock is shown.
 */
export const getCustomerContext = cache(async (): Promise<CustomerContext> => {
  const { brand, session, services } = getRequestContext();
  let assortment: string | undefined;
  let preferredStore: string | undefined;
  if (session?.customerId) {
    const customerId = session.customerId;
    const [found, account] = await Promise.all([
      callAsUser((token) => getCustomerAssortment(services.product, { customerId, token })).catch(() => undefined),
      // Only the preferred store comes from the account: without the auth service, the default one.
      loadPageData(getAccount).then((loaded) => (loaded.failed ? null : loaded.data)),
    ]);
    assortment = found && found.id !== 'default' ? found.id : undefined;
    preferredStore = account?.user.preferredStore ?? undefined;
  }
  const picked = readCookie(STORE_COOKIE);
  return {
    customerId: session?.customerId,
    projectId: session?.projectId,
    assortment,
    storeId: [picked, preferredStore].find((id): id is string => !!id && STORE_ID.test(id)) ?? brand.defaultStoreId,
    centralStorageId: brand.centralStorageId,
  };
});
