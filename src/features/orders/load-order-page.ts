import 'server-only';
import { callAsUser, getAccount, getRequestContext } from '../../lib/request';
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

/** What the order page shows below the order's own facts. */
export interface OrderDetails {
  addresses: OrderAddress[];
  invoices: Invoice[];
  articles: Map<string, LineArticle>;
  userEmail: string;
}

/**
 * The order itself: it decides the page's status, so it is awaited before the first byte. Another
 * customer's order (or an id that is none) renders the not-found page (asOrderUser).
 */
export function loadOrder(orderId: string): Promise<Order> {
  const { services } = getRequestContext();
  return asOrderUser(({ token, customerId }) => getOrder(services.order, { token, orderId, customerId }));
}

/**
 * The order's addresses, invoices and its articles' current catalogue data, in parallel: the part
 * of the page that streams in after the order's facts. The catalogue data is fetched without
 * prices: the order's own prices are what it cost, and the current price is the cart's business
 * when a line is ordered again. Without the catalogue the lines still show, only without links and
 * pictures; without the order service's addresses or invoices the part says the service is down.
 */
export async function loadOrderDetails(order: Order): Promise<OrderDetails | 'down'> {
  const { services, session } = getRequestContext();
  const orderId = order.orderId;
  const customerId = session?.customerId;
  try {
    const [addresses, invoices, variants, account] = await callAsUser((token) =>
      Promise.all([getOrderAddresses(services.order, { token, orderId, customerId }), getOrderInvoices(services.order, { token, orderId, customerId }), lineVariants(order, token), getAccount()]),
    );
    return { addresses, invoices, articles: articlesOf(variants), userEmail: account?.user.email ?? '' };
  } catch (error) {
    if (error instanceof UpstreamError) return 'down';
    throw error;
  }
}

function lineVariants(order: Order, token: string): Promise<LineVariant[]> {
  const { services } = getRequestContext();
  return getLineVariants(services.commerce, { articleNumbers: order.orderItems.map((item) => item.articleNumber), token, permissions: { viewPrices: false, viewDiscounts: false }, skipStock: true }).catch((error: unknown) => {
    if (error instanceof UpstreamError) return [];
    throw error;
  });
}

function articlesOf(variants: LineVariant[]): Map<string, LineArticle> {
  return new Map(
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
}
