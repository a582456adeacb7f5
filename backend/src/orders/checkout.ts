import { z } from 'zod';
import { toAddress } from '../addresses/address';
import { listAddresses } from '../addresses/address-repository';
import { loadCatalogueFacts } from '../cart/article-facts';
import { cartLocked } from '../cart/cart-access';
import { loadCartContents, syncDeliveriesStatements, type CartRow, type DeliveryRow } from '../cart/cart-repository';
import { toChoiceView } from '../cart/delivery-choice';
import { normalizeDeliveryId } from '../cart/delivery-id';
import { loadPriceBook } from '../commerce/price-repository';
import type { PermissionDeny } from '../../../domain/auth/roles';
import { ApiError } from '../lib/api-error';
import { randomToken } from '../lib/bytes';
import { todayInStockholm } from '../../../domain/calendar';
import { planOrder, type OrderDraft, type PlanFailure } from './checkout-plan';
import type { CheckoutInput, OrderDetailsInput } from './checkout-schemas';
import { toOrderItem } from './order-view';
import { placeOrderStatements } from './order-writes';
import { loadQuotedLines } from '../quotes/quoted-prices';
import { loadConfigurationModels } from '../configuration/configuration-repository';

/** How long a checkout holds its cart; far longer than one takes, short enough to heal a crash. */
export const CHECKOUT_LOCK_MS = 30_000;

export interface DeliveryOutcome {
  success: boolean;
  deliveryId: string;
  tempOrderId: string | null;
  orderId: string | null;
  orderItems: ReturnType<typeof toOrderItem>[];
  orderDetails: Record<string, unknown>;
  error?: { code: string; message: string; items?: PlanFailure['items'] };
}

const failed = (deliveryId: string, failure: PlanFailure): DeliveryOutcome => ({
  success: false,
  deliveryId,
  tempOrderId: null,
  orderId: null,
  orderItems: [],
  orderDetails: failure.details,
  error: { code: failure.code, message: failure.message, ...(failure.items ? { items: failure.items } : {}) },
});

/** Takes the cart for this checkout; every cart write refuses a locked cart (CART_WRITABLE). */
export async function lockCart(db: D1Database, cartId: string, now: number): Promise<void> {
  const result = await db
    .prepare("UPDATE carts SET locked_until = ?3 WHERE id = ?1 AND status = 'ACTIVE' AND (locked_until IS NULL OR locked_until < ?2)")
    .bind(cartId, now, now + CHECKOUT_LOCK_MS)
    .run();
  if (!result.meta.changes) throw cartLocked();
}

export const unlockCartStatement = (db: D1Database, cartId: string) => db.prepare('UPDATE carts SET locked_until = NULL WHERE id = ?1').bind(cartId);

async function place(db: D1Database, cart: CartRow, draft: OrderDraft, sendOrderReceipt: boolean, withPrices: boolean, now: Date): Promise<DeliveryOutcome> {
  const tempOrderId = `T-${randomToken(12)}`;
  const statements = placeOrderStatements(db, draft, {
    cartId: cart.id,
    userId: cart.user_id,
    customerId: cart.customer_id,
    projectId: cart.project_id || null,
    tempOrderId,
    sendOrderReceipt,
    createdAt: now.toISOString(),
    orderDate: todayInStockholm(now),
  });
  const answers = await db.batch([...statements, ...syncDeliveriesStatements(db, cart.id)]);
  const [row] = z.array(z.object({ id: z.number() })).parse(answers[statements.length - 1]?.results ?? []);
  if (!row) return failed(draft.deliveryId, { code: 'cart_changed', message: 'The lines changed while the order was placed', details: draft.details });
  return {
    success: true,
    deliveryId: draft.deliveryId,
    tempOrderId,
    orderId: String(row.id),
    orderItems: draft.items.map((item) =>
      toOrderItem(
        { position: item.position, article_number: item.articleNumber, name: item.name, quantity: item.quantity, unit: item.unit, label: item.label, net_price: item.netPrice, alloying_price: item.alloyingPrice, sales_price: item.salesPrice, row_total: item.rowTotal, delivered_quantity: 0, quote_number: item.quoteNumber, configuration_summary: item.configurationSummary },
        withPrices,
      ),
    ),
    orderDetails: draft.details,
  };
}

/**
 * What one delivery is ordered with: the choice the cart holds for it (the delivery step's PUT),
 * with the fields a checkout body sends for it in their place. No method chosen and nothing
 * sent: null, the buyer must choose first.
 * planOrder checks the result as a whole, so a stored choice that has gone stale (an address
 * removed, a date passed) is refused like a sent one.
 */
function orderDetailsOf(delivery: DeliveryRow, sent: OrderDetailsInput | undefined): OrderDetailsInput | null {
  const stored = toChoiceView(delivery);
  if (!stored?.deliveryMethod && !sent) return null;
  const fromCart: OrderDetailsInput = {};
  if (stored) {
    for (const [field, value] of Object.entries(stored)) if (value !== null && field !== 'deliveryMethod') Object.assign(fromCart, { [field]: value });
  }
  return { ...fromCart, ...sent };
}

/**
 * Places one order per included delivery of a locked cart (spec point 4). Deliveries are
 * independent: each is planned and written on its own, so one that fails leaves the others
 * placed. The caller holds the cart lock and the idempotency key around this.
 */
export async function placeOrders(db: D1Database, cart: CartRow, input: CheckoutInput, denies: readonly PermissionDeny[], now: Date): Promise<DeliveryOutcome[]> {
  const contents = await loadCartContents(db, cart.id);
  const included = contents.deliveries.filter((delivery) => delivery.is_included_in_order === 1 && contents.items.some((item) => item.delivery_id === delivery.delivery_id));
  if (included.length === 0) throw new ApiError(409, 'nothing_to_order', 'The cart has no lines in an included delivery');
  const articles = [...new Set(contents.items.map((item) => item.article_number))];
  const today = todayInStockholm(now);
  const [facts, priceBook, addresses, quoted, models] = await Promise.all([
    loadCatalogueFacts(db, articles),
    loadPriceBook(db, cart.customer_id, articles, today),
    listAddresses(db, cart.customer_id),
    loadQuotedLines(db, contents.items.map((item) => item.quote_item_id)),
    loadConfigurationModels(db, contents.items.flatMap((item) => (item.configuration ? [item.article_number] : []))),
  ]);
  const details = new Map(Object.entries(input.orderDetails).map(([deliveryId, value]) => [normalizeDeliveryId(deliveryId), value]));
  const context = { facts, priceBook, addresses: addresses.map(toAddress), limited: denies.includes('EJ_ALLA_LEVERANSSATT'), today, sendOrderReceipt: input.sendOrderReceipt, quoted, models };
  const withPrices = !denies.includes('EJ_SE_PRISER');
  const outcomes: DeliveryOutcome[] = [];
  for (const delivery of included) {
    const items = contents.items.filter((item) => item.delivery_id === delivery.delivery_id);
    const chosen = orderDetailsOf(delivery, details.get(delivery.delivery_id));
    if (!chosen) {
      outcomes.push(failed(delivery.delivery_id, { code: 'delivery_method_required', message: 'Choose a delivery method for this delivery first', details: {} }));
      continue;
    }
    const plan = planOrder(delivery, items, chosen, context);
    if ('failure' in plan) {
      outcomes.push(failed(delivery.delivery_id, plan.failure));
      continue;
    }
    try {
      outcomes.push(await place(db, cart, plan.draft, input.sendOrderReceipt, withPrices, now));
    } catch (error) {
      console.error('order write failed', error instanceof Error ? error.message : String(error));
      outcomes.push(failed(delivery.delivery_id, { code: 'order_failed', message: 'The order could not be saved', details: plan.draft.details }));
    }
  }
  return outcomes;
}
