import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from './customer-header';
import { OrderSchema, type Order } from './order-schemas';

/** GET /orders/{id}: one order with its lines; 404 for an order the buyer may not see. */
export function getOrder(order: UpstreamService, input: { token: string; orderId: string; customerId?: string | undefined }): Promise<Order> {
  return upstreamRequest(order, { path: `/orders/${encodeURIComponent(input.orderId)}`, token: input.token, headers: customerHeader(input.customerId), schema: OrderSchema });
}
