import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { InvoiceSchema } from './order-schemas';

const InvoicePageSchema = z.object({ data: z.array(InvoiceSchema), total: z.number() });
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/**
 * GET /orders/invoices?status=open: the customer's invoices across its orders, oldest due first
 * (my page's open invoices). Not a spec call: point 7 has invoices per order only.
 */
export function getCustomerInvoices(order: UpstreamService, input: { token: string; customerId: string; status: 'open' | 'paid' | 'all'; limit: number }): Promise<InvoicePage> {
  return upstreamRequest(order, {
    path: '/orders/invoices',
    query: { customerId: input.customerId, status: input.status, limit: String(input.limit) },
    token: input.token,
    schema: InvoicePageSchema,
  });
}
