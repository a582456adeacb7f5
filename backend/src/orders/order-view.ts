import { z } from 'zod';

export const OrderRowSchema = z.object({
  id: z.number(),
  temp_order_id: z.string(),
  user_id: z.string(),
  customer_id: z.string(),
  project_id: z.string().nullable(),
  delivery_id: z.string(),
  delivery_method: z.string(),
  location_id: z.string(),
  requested_delivery_date: z.string().nullable(),
  status: z.string(),
  reference: z.string().nullable(),
  details: z.string(),
  item_count: z.number(),
  total_net: z.number(),
  total_alloying: z.number(),
  order_date: z.string(),
  created_at: z.string(),
  project_name: z.string().nullable().optional(),
  /** The accepted quote the order was priced by (decision 034). */
  quote_number: z.string().nullish(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

export const OrderItemRowSchema = z.object({
  position: z.number(),
  article_number: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  label: z.string().nullable(),
  net_price: z.number().nullable(),
  alloying_price: z.number().nullable(),
  sales_price: z.number().nullable(),
  row_total: z.number().nullable(),
  delivered_quantity: z.number().default(0),
  quote_number: z.string().nullish(),
  /** What a configured line was cut to, as the buyer read it (decision 035). */
  configuration_summary: z.string().nullish(),
});
export type OrderItemRow = z.infer<typeof OrderItemRowSchema>;

const kronor = (ore: number | null) => (ore === null ? null : ore / 100);

/** An order row as the shop sees it; prices only for buyers allowed to see them (EJ_SE_PRISER). */
export function toOrderItem(row: OrderItemRow, withPrices: boolean) {
  return {
    position: row.position,
    articleNumber: row.article_number,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    label: row.label,
    netPrice: withPrices ? kronor(row.net_price) : null,
    alloyingPrice: withPrices ? kronor(row.alloying_price) : null,
    salesPrice: withPrices ? kronor(row.sales_price) : null,
    rowTotal: withPrices ? kronor(row.row_total) : null,
    deliveredQuantity: row.delivered_quantity,
    remainingQuantity: Math.max(0, row.quantity - row.delivered_quantity),
    quoteNumber: row.quote_number ?? null,
    configurationSummary: row.configuration_summary ?? null,
  };
}

const parseDetails = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The order head (search lists and the order page). */
export function toOrderSummary(row: OrderRow, withPrices: boolean) {
  return {
    orderId: String(row.id),
    tempOrderId: row.temp_order_id,
    orderStatus: row.status,
    orderDate: row.order_date,
    createdAt: row.created_at,
    customerId: row.customer_id,
    projectId: row.project_id,
    projectName: row.project_name ?? null,
    userId: row.user_id,
    deliveryId: row.delivery_id,
    deliveryMethod: row.delivery_method,
    locationId: row.location_id,
    requestedDeliveryDate: row.requested_delivery_date,
    reference: row.reference,
    quoteNumber: row.quote_number ?? null,
    itemCount: row.item_count,
    totalNet: withPrices ? row.total_net / 100 : null,
    totalAlloying: withPrices ? row.total_alloying / 100 : null,
    total: withPrices ? (row.total_net + row.total_alloying) / 100 : null,
  };
}

/**
 * Where the order is in its life, beyond the stored status: a confirmed order with some but not
 * all of its quantities delivered is partly delivered (the status column keeps CONFIRMED).
 */
export function deliveryState(row: OrderRow, items: readonly OrderItemRow[]): 'NONE' | 'PARTIAL' | 'FULL' {
  const delivered = items.reduce((sum, item) => sum + item.delivered_quantity, 0);
  const ordered = items.reduce((sum, item) => sum + item.quantity, 0);
  if (row.status === 'CANCELLED' || delivered <= 0) return 'NONE';
  return delivered >= ordered ? 'FULL' : 'PARTIAL';
}

export function toOrder(row: OrderRow, items: readonly OrderItemRow[], withPrices: boolean) {
  return {
    ...toOrderSummary(row, withPrices),
    delivery: deliveryState(row, items),
    orderDetails: parseDetails(row.details),
    orderItems: items.map((item) => toOrderItem(item, withPrices)),
    // Documents that exist: the confirmation once the order is confirmed (decision 018).
    documents: row.status === 'RECEIVED' ? [] : [{ type: 'order-confirmation', name: confirmationFileName(row.id) }],
  };
}

export const confirmationFileName = (orderId: number) => `orderbekraftelse-${orderId}.pdf`;
export const invoiceFileName = (invoiceNumber: string) => `faktura-${invoiceNumber}.pdf`;
