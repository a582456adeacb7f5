import 'server-only';
import { callAsUser, getAccount, getPermissions, getRequestContext } from '../../lib/request';
import { UpstreamError } from '../../lib/upstream';
import type { LineVariant } from '../../lib/catalogue/variant';
import { getLineVariants } from '../../lib/upstream/commerce/get-variants';
import { getOrder } from '../../lib/upstream/order/get-order';
import { getOrderAddresses } from '../../lib/upstream/order/get-order-addresses';
import { getOrderInvoices } from '../../lib/upstream/order/get-order-invoices';
import type { Invoice, Order, OrderAddress } from '../../lib/upstream/order/order-schemas';
import { asOrderUser } from './order-access';

/** What the catalogue says about an ordered article today: link, picture, and a replacement if it has gone. */
export interface LineArticle {
  variantSlug: string;
  image: string | null;
  discontinued: boolean;
  replacement: { articleNumber: string; variantSlug: string } | null;
}

export interface OrderPageData {
  order: Order;
  addresses: OrderAddress[];
  invoices: Invoice[];
  articles: Map<string, LineArticle>;
  withPrices: boolean;
  canOrder: boolean;
  userEmail: string;
}

/** What the catalogue says today about an order's articles; nothing when it does not answer. */
function lineVariants(order: Order): Promise<LineVariant[]> {
  const { services } = getRequestContext();
  return callAsUser((token) =>
    getLineVariants(services.commerce, { articleNumbers: order.orderItems.map((item) => item.articleNumber), token, permissions: { viewPrices: false, viewDiscounts: false }, skipStock: true }),
  ).catch((error: unknown) => {
    if (error instanceof UpstreamError) return [];
    throw error;
  });
}

/**
 * One order with its addresses, invoices and the articles' current catalogue data, in parallel.
 * Another customer's order (or an id that is none) renders the not-found page (asOrderUser).
 * The catalogue data is fetched without prices: the order's own prices are what it cost, and
 * the current price is the cart's business when a line is ordered again.
 */
export async function loadOrderPage(orderId: string): Promise<OrderPageData> {
  const { services } = getRequestContext();
  const permissions = getPermissions();
  // The catalogue is asked as soon as the order names its articles, not after the addresses and
  // invoices have come too. Without the catalogue the order still shows, only without links and pictures.
  const [[order, variants], addresses, invoices, account] = await asOrderUser(({ token, customerId }) =>
    Promise.all([
      getOrder(services.order, { token, orderId, customerId }).then(async (found) => [found, await lineVariants(found)] as const),
      getOrderAddresses(services.order, { token, orderId, customerId }),
      getOrderInvoices(services.order, { token, orderId, customerId }),
      getAccount(),
    ]),
  );
  const articles = new Map<string, LineArticle>(
    variants.map((variant) => {
      const replacement = variant.relations.find((relation) => relation.type === 'ersattningsartikel');
      return [
        variant.articleNumber,
        {
          variantSlug: variant.variantSlug,
          image: variant.images[0]?.assetUrl ?? null,
          discontinued: variant.discontinued,
          replacement: replacement ? { articleNumber: replacement.articleNumber, variantSlug: replacement.variantSlug } : null,
        },
      ];
    }),
  );
  return { order, addresses, invoices, articles, withPrices: permissions.viewPrices, canOrder: permissions.placeOrders, userEmail: account?.user.email ?? '' };
}
