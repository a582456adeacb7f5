import 'server-only';
import { callAsUser, getPermissions, getRequestContext } from '../../lib/request';
import type { CartWithLines } from '../../lib/upstream/cart/cart-schemas';
import { getCart } from '../../lib/upstream/commerce/get-cart';
import type { Address } from '../../lib/upstream/auth/address-schemas';
import type { Location } from '../../lib/upstream/location/get-locations';
import { getAddresses } from '../../lib/upstream/auth/get-addresses';
import { getLocations } from '../../lib/upstream/location/get-locations';

export interface SummaryPageData {
  cart: CartWithLines;
  addresses: Address[];
  locations: Location[];
  placeOrders: boolean;
  /** False with EJ_SE_PRISER: prices were never asked for. */
  showPrices: boolean;
  /** One key per summary view: a double click or a retried post of this view orders once. */
  idempotencyKey: string;
}

/**
 * Everything step 3 shows: the cart with names, units and (with viewPrices) the prices the order
 * will charge, brackets included, and where each delivery goes.
 */
export async function loadSummaryPage(): Promise<SummaryPageData> {
  const { session, services } = getRequestContext();
  const permissions = getPermissions();
  const [cart, addresses, locations] = await callAsUser((token) =>
    Promise.all([
      getCart(services.commerce, { token, customerId: session?.customerId, projectId: session?.projectId, withPrices: permissions.viewPrices, completeOrderPrice: true }),
      getAddresses(services.auth, { token, customerId: session?.customerId }),
      getLocations(services.location),
    ]),
  );
  return { cart, addresses, locations, placeOrders: permissions.placeOrders, showPrices: permissions.viewPrices, idempotencyKey: `checkout-${crypto.randomUUID()}` };
}
