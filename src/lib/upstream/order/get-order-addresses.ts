import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from './customer-header';
import { OrderAddressSchema, type OrderAddress } from './order-schemas';

/** GET /orders/{id}/addresses: the delivery and invoice address the order was placed with. */
export async function getOrderAddresses(order: UpstreamService, input: { token: string; orderId: string; customerId?: string | undefined }): Promise<OrderAddress[]> {
  const answer = await upstreamRequest(order, { path: `/orders/${encodeURIComponent(input.orderId)}/addresses`, token: input.token, headers: customerHeader(input.customerId), schema: z.object({ data: z.array(OrderAddressSchema) }) });
  return answer.data;
}
