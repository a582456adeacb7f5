import { z } from 'zod';

/** Order statuses of the order service (backend/src/orders/order-search.ts). */
export const ORDER_STATUSES = ['RECEIVED', 'CONFIRMED', 'DELIVERED', 'INVOICED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Sorts the order search takes (field:direction). */
export const ORDER_SORTS = ['orderDate:desc', 'orderDate:asc', 'orderId:desc', 'orderId:asc', 'total:desc', 'total:asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** An order head as search lists it. Money is kronor, null when the buyer may not see prices. */
export const OrderSummarySchema = z.object({
  orderId: z.string(),
  tempOrderId: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderDate: z.string(),
  createdAt: z.string(),
  customerId: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable().default(null),
  deliveryId: z.string(),
  deliveryMethod: z.string(),
  locationId: z.string(),
  requestedDeliveryDate: z.string().nullable(),
  reference: z.string().nullable(),
  /** The accepted quote the order was priced by (issue 17). */
  quoteNumber: z.string().nullable().default(null),
  itemCount: z.number(),
  totalNet: z.number().nullable(),
  totalAlloying: z.number().nullable(),
  total: z.number().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderItemSchema = z.object({
  position: z.number(),
  articleNumber: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  label: z.string().nullable(),
  /** What a configured line was cut to (decision 035): "Kapad längd 37 m, på trumma". */
  configurationSummary: z.string().nullable().default(null),
  netPrice: z.number().nullable(),
  alloyingPrice: z.number().nullable(),
  salesPrice: z.number().nullable(),
  rowTotal: z.number().nullable(),
  deliveredQuantity: z.number(),
  remainingQuantity: z.number(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = OrderSummarySchema.extend({
  delivery: z.enum(['NONE', 'PARTIAL', 'FULL']),
  orderDetails: z.record(z.string(), z.unknown()),
  orderItems: z.array(OrderItemSchema),
  documents: z.array(z.object({ type: z.string(), name: z.string() })),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderAddressSchema = z.object({
  type: z.enum(['DELIVERY', 'INVOICE']),
  name: z.string(),
  recipientName: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  postalCode: z.string(),
  postalAddress: z.string(),
  countryCode: z.string(),
  phone: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const InvoiceSchema = z.object({
  invoiceNumber: z.string(),
  orderId: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  amount: z.number().nullable(),
  vat: z.number().nullable(),
  status: z.enum(['OPEN', 'PAID']),
  overdue: z.boolean(),
  paidDate: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
