import 'server-only';
import { cache } from 'react';
import { browsedAssortment, hasOwnAssortment } from '../auth/assortment-choice';
import { getCustomerAssortment } from '../upstream/product/get-customer-assortment';
import type { Session } from '../auth/session';
import { getAccount } from './account';
import { keepCustomerFacts, readKeptCustomerFacts, type CustomerFacts } from './kept-customer-facts';
import { loadPageData } from './page-data';
import { readCookie } from './cookies';
import { getRequestContext } from './request-context';
import { countCacheOutcome } from './server-timing';
import { callAsUser } from './session-access';

/** The cookie holding the store a visitor picked on a product page (a preference, not a secret). */
export const STORE_COOKIE = 'store';
const STORE_ID = /^[A-Z0-9-]{2,20}$/;

export interface CustomerContext {
  customerId: string | undefined;
  projectId: string | undefined;
  /**
   * The assortment id the catalogue is browsed in: the customer's own; undefined for 'default',
   * anonymous visitors, a failed call or a buyer who chose the full range (decision 029).
   */
  assortment: string | undefined;
  /** The customer's own assortment when it is one (not 'default'): what the assortment choice offers. */
  ownAssortment: { id: string; name: string } | undefined;
  /** The buyer browses the full range instead of ownAssortment (never with EJ_ANDRA_SORTIMENT). */
  browsesFullRange: boolean;
  /** The store whose stock is shown: the picked one, the user's preferred one, the brand's default. */
  storeId: string;
  centralStorageId: string;
}

/**
 * The customer's own assortment and the user's preferred store: kept from an earlier page of this
 * sign-in (decision 046), or asked and then kept. A failed call counts as 'default' and the
 * brand's store for this page (spec point 4) and keeps nothing, so the next page asks again.
 */
async function customerFacts(session: Session & { customerId: string }): Promise<CustomerFacts> {
  const kept = await readKeptCustomerFacts(session);
  countCacheOutcome('customer-facts', kept ? 'hit' : 'miss');
  if (kept) return kept;
  const { services } = getRequestContext();
  const customerId = session.customerId;
  const [found, account] = await Promise.all([
    callAsUser((token) => getCustomerAssortment(services.product, { customerId, token })).catch(() => undefined),
    // Only the preferred store comes from the account: without the auth service, the default one.
    loadPageData(getAccount).then((loaded) => (loaded.failed ? null : loaded.data)),
  ]);
  const facts = { ownAssortment: hasOwnAssortment(found) ? { id: found.id, name: found.name } : null, preferredStore: account?.user.preferredStore ?? null };
  if (found && account) await keepCustomerFacts(session, facts);
  return facts;
}

/**
 * Who the buyer buys for, worked out once per request: customer and project from the session,
 * the customer's assortment (spec point 4: kept unless 'default' or the call fails; the buyer may
 * browse the full range instead, decision 029) and the store whose stock is shown.
 */
export const getCustomerContext = cache(async (): Promise<CustomerContext> => {
  const { brand, session } = getRequestContext();
  let ownAssortment: { id: string; name: string } | undefined;
  let preferredStore: string | undefined;
  if (session?.customerId) {
    const facts = await customerFacts({ ...session, customerId: session.customerId });
    ownAssortment = facts.ownAssortment ?? undefined;
    preferredStore = facts.preferredStore ?? undefined;
  }
  // The edge set it only for this user and customer, and never with EJ_ANDRA_SORTIMENT.
  const fullRange = !!ownAssortment && session?.browsesFullRange === true;
  const picked = readCookie(STORE_COOKIE);
  return {
    customerId: session?.customerId,
    projectId: session?.projectId,
    assortment: browsedAssortment(ownAssortment, fullRange),
    ownAssortment,
    browsesFullRange: fullRange,
    storeId: [picked, preferredStore].find((id): id is string => !!id && STORE_ID.test(id)) ?? brand.defaultStoreId,
    centralStorageId: brand.centralStorageId,
  };
});
