import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { customerHeader } from './customer-header';

export interface EmailDocumentInput {
  token: string;
  orderId: string;
  /** The customer the buyer works in: an order of another of their customers is then a 404. */
  customerId?: string | undefined;
  document: 'order-confirmation' | 'invoice';
  invoiceNumber?: string | undefined;
  recipient: string;
  message: string;
  /** The key the form was rendered with: the same form posted twice sends one e-mail. */
  requestKey: string;
  brand: string;
}

const SentSchema = z.object({ orderId: z.string(), document: z.string(), recipient: z.string(), sentAt: z.string(), replayed: z.boolean() });

/** POST /orders/{id}/documents/email (message): the document lands in the recipient's inbox. Never retried (POST). */
export function emailOrderDocument(order: UpstreamService, input: EmailDocumentInput): Promise<z.infer<typeof SentSchema>> {
  return upstreamRequest(order, {
    method: 'POST',
    path: `/orders/${encodeURIComponent(input.orderId)}/documents/email`,
    body: { document: input.document, invoiceNumber: input.invoiceNumber, recipient: input.recipient, message: input.message, requestKey: input.requestKey, brand: input.brand },
    token: input.token,
    headers: customerHeader(input.customerId),
    schema: SentSchema,
  });
}
