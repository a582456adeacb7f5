import { z } from 'zod';

/** Answers of the quote service (decision 034): prices are null under EJ_SE_PRISER. */
export const QUOTE_STATUSES = ['SENT', 'ANSWERED', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QuoteSummarySchema = z.object({
  quoteId: z.string(),
  quoteNumber: z.string(),
  customerId: z.string(),
  projectId: z.string().nullable(),
  buyerId: z.string(),
  buyerName: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  reference: z.string().nullable(),
  wantedDeliveryDate: z.string().nullable(),
  validUntil: z.string().nullable(),
  discountPercent: z.number().nullable(),
  lineCount: z.number(),
  total: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;

export const QuoteItemSchema = z.object({
  quoteItemId: z.string(),
  position: z.number(),
  articleNumber: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  currentPrice: z.number().nullable(),
  quotedPrice: z.number().nullable(),
  netPrice: z.number().nullable(),
  rowTotal: z.number().nullable(),
});
export type QuoteItem = z.infer<typeof QuoteItemSchema>;

export const QuoteMessageSchema = z.object({
  messageId: z.number(),
  userId: z.string(),
  authorName: z.string(),
  kind: z.enum(['REQUESTED', 'ANSWERED', 'ACCEPTED', 'DECLINED', 'COMMENT']),
  message: z.string(),
  createdAt: z.string(),
});
export type QuoteMessage = z.infer<typeof QuoteMessageSchema>;

export const QuoteSchema = QuoteSummarySchema.extend({
  items: z.array(QuoteItemSchema),
  messages: z.array(QuoteMessageSchema),
  mayAnswer: z.boolean(),
  mayAccept: z.boolean(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const QuotePageSchema = z.object({ data: z.array(QuoteSummarySchema), total: z.number(), limit: z.number(), offset: z.number() });
export type QuotePage = z.infer<typeof QuotePageSchema>;
