import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from './customer-header';
import { InvoiceSchema, type Invoice } from './order-schemas';

/** GET /orders/{id}/invoices: the order's invoices (amounts null without the right to see prices). */
export async function getOrderInvoices(order: UpstreamService, input: { token: string; orderId: string; customerId?: string | undefined }): Promise<Invoice[]> {
  const answer = await upstreamRequest(order, { path: `/orders/${encodeURIComponent(input.orderId)}/invoices`, token: input.token, headers: customerHeader(input.customerId), schema: z.object({ data: z.array(InvoiceSchema) }) });
  return answer.data;
}
