import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from './customer-header';

const OrderIdSchema = z.object({ tempOrderId: z.string(), orderId: z.string(), orderStatus: z.string() });

/** GET /orders/getOrderId/{id}: the order number behind the temporary id checkout answered. */
export function getOrderId(order: UpstreamService, input: { token: string; id: string; customerId?: string | undefined }): Promise<z.infer<typeof OrderIdSchema>> {
  return upstreamRequest(order, { path: `/orders/getOrderId/${encodeURIComponent(input.id)}`, token: input.token, headers: customerHeader(input.customerId), schema: OrderIdSchema });
}
