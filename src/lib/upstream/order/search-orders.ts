import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { OrderSummarySchema, type OrderSort, type OrderStatus } from './order-schemas';

export { ORDER_SORTS, type OrderSort } from './order-schemas';

export interface OrderSearchInput {
  token: string;
  customerId: string;
  projectId?: string | undefined;
  q?: string | undefined;
  orderStatus?: OrderStatus | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  sort?: OrderSort | undefined;
  limit: number;
  offset: number;
}

const OrderPageSchema = z.object({ data: z.array(OrderSummarySchema), total: z.number(), limit: z.number(), offset: z.number() });
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** GET /orders/search?limit&offset&q&orderStatus&fromDate&toDate&sort (spec point 7), within one customer. */
export function searchOrders(order: UpstreamService, input: OrderSearchInput): Promise<OrderPage> {
  return upstreamRequest(order, {
    path: '/orders/search',
    query: {
      customerId: input.customerId,
      projectId: input.projectId,
      q: input.q,
      orderStatus: input.orderStatus,
      fromDate: input.fromDate,
      toDate: input.toDate,
      sort: input.sort,
      limit: String(input.limit),
      offset: String(input.offset),
    },
    token: input.token,
    schema: OrderPageSchema,
  });
}
