import { z } from 'zod';

const AddressRowSchema = z.object({
  type: z.enum(['DELIVERY', 'INVOICE']),
  name: z.string(),
  recipient_name: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  postal_code: z.string(),
  postal_address: z.string(),
  country_code: z.string(),
  phone: z.string().nullable(),
});
export type OrderAddressRow = z.infer<typeof AddressRowSchema>;

export const InvoiceRowSchema = z.object({
  invoice_number: z.string(),
  order_id: z.number(),
  invoice_date: z.string(),
  due_date: z.string(),
  amount: z.number(),
  vat: z.number(),
  status: z.enum(['OPEN', 'PAID']),
  paid_date: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;

export async function findOrderAddresses(db: D1Database, orderId: number): Promise<OrderAddressRow[]> {
  const { results } = await db.prepare('SELECT * FROM order_addresses WHERE order_id = ?1 ORDER BY type').bind(orderId).all();
  return z.array(AddressRowSchema).parse(results);
}

export async function findInvoices(db: D1Database, orderId: number): Promise<InvoiceRow[]> {
  const { results } = await db.prepare('SELECT * FROM order_invoices WHERE order_id = ?1 ORDER BY invoice_date, invoice_number').bind(orderId).all();
  return z.array(InvoiceRowSchema).parse(results);
}

/** A customer's invoices by status (open: oldest due first), within one project when limited to one. */
export async function findCustomerInvoices(
  db: D1Database,
  input: { customerId: string; projectId: string | null; status: 'OPEN' | 'PAID' | null; limit: number; offset: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = `i.customer_id = ?1 AND (?2 IS NULL OR i.status = ?2) AND (?3 IS NULL OR o.project_id = ?3)`;
  const bindings = [input.customerId, input.status, input.projectId];
  const [page, count] = await db.batch([
    db.prepare(`SELECT i.* FROM order_invoices i JOIN orders o ON o.id = i.order_id WHERE ${where} ORDER BY i.due_date ASC, i.invoice_number ASC LIMIT ?4 OFFSET ?5`).bind(...bindings, input.limit, input.offset),
    db.prepare(`SELECT COUNT(*) AS total FROM order_invoices i JOIN orders o ON o.id = i.order_id WHERE ${where}`).bind(...bindings),
  ]);
  return { rows: z.array(InvoiceRowSchema).parse(page?.results ?? []), total: z.object({ total: z.number() }).parse(count?.results[0] ?? { total: 0 }).total };
}

const kronor = (ore: number) => ore / 100;

export function toAddress(row: OrderAddressRow) {
  return {
    type: row.type,
    name: row.name,
    recipientName: row.recipient_name,
    address1: row.address1,
    address2: row.address2,
    postalCode: row.postal_code,
    postalAddress: row.postal_address,
    countryCode: row.country_code,
    phone: row.phone,
  };
}

/** An invoice as the shop sees it; amounts only for buyers allowed to see prices. */
export function toInvoice(row: InvoiceRow, withPrices: boolean, today: string) {
  return {
    invoiceNumber: row.invoice_number,
    orderId: String(row.order_id),
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    amount: withPrices ? kronor(row.amount) : null,
    vat: withPrices ? kronor(row.vat) : null,
    status: row.status,
    overdue: row.status === 'OPEN' && row.due_date < today,
    paidDate: row.paid_date,
  };
}
