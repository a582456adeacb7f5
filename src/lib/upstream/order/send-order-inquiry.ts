import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from './customer-header';

const InquirySchema = z.object({ inquiryId: z.string(), orderId: z.string(), position: z.number().nullable(), createdAt: z.string(), recipients: z.array(z.string()), replayed: z.boolean() });

/** POST /orders/inquiry: a question about an order, or one of its lines, to the sales team. Never retried (POST). */
export function sendOrderInquiry(
  order: UpstreamService,
  input: { token: string; customerId?: string | undefined; orderId: string; position?: number | undefined; message: string; requestKey: string },
): Promise<z.infer<typeof InquirySchema>> {
  return upstreamRequest(order, {
    method: 'POST',
    path: '/orders/inquiry',
    body: { orderId: input.orderId, position: input.position ?? null, message: input.message, requestKey: input.requestKey },
    token: input.token,
    headers: customerHeader(input.customerId),
    schema: InquirySchema,
  });
}
