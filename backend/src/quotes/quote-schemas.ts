import { z } from 'zod';
import { QUOTE_STATUSES } from './quote-status';

/**
 * Request shapes of the quote service (decision 034). Structure is checked here; whether an
 * article exists, who may act and in which status are answered by the routes with their codes.
 */
export const QuoteId = z.string().regex(/^Q-[A-Za-z0-9_-]{8,40}$/, 'Expected a quote id');
export const QuoteParams = z.object({ id: QuoteId });

/** The most lines one quote holds: a large job, far below what would slow its page down. */
export const QUOTE_LINE_LIMIT = 200;

const Message = z.string().trim().max(2_000);
const IsoDate = z.iso.date();
/** The shop names its brand by id; quote numbers count per brand. */
export const BrandId = z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'Expected a brand id');

export const RequestQuoteBody = z.object({
  brand: BrandId,
  customerId: z.string().trim().min(1).max(40).optional(),
  projectId: z.string().trim().min(1).max(40).optional(),
  /** The form's key: the same form posted twice is one quote. */
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  message: Message.optional(),
  reference: z.string().trim().max(60).optional(),
  wantedDeliveryDate: IsoDate.optional(),
  lines: z
    .array(z.object({ articleNumber: z.string().trim().regex(/^\d{1,20}$/, 'Expected an article number'), quantity: z.number().positive().max(100_000) }))
    .min(1)
    .max(QUOTE_LINE_LIMIT),
});
export type RequestQuoteInput = z.infer<typeof RequestQuoteBody>;

/** A price per unit in kronor with at most two decimals, as a number: no text, no negative. */
const Price = z.number().min(0).max(10_000_000).refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals');

export const AnswerQuoteBody = z.object({
  lines: z.array(z.object({ itemId: z.string().regex(/^qi[0-9a-f]{18}$/, 'Expected a quote line id'), price: Price })).min(1).max(QUOTE_LINE_LIMIT),
  discountPercent: z.number().min(0).max(50).optional(),
  validUntil: IsoDate,
  message: Message.optional(),
});
export type AnswerQuoteInput = z.infer<typeof AnswerQuoteBody>;

export const AcceptQuoteBody = z.object({
  /** Where the lines go in the cart (the shop's current delivery); the default method otherwise. */
  deliveryId: z.string().trim().max(80).optional(),
  message: Message.optional(),
});
export const DeclineQuoteBody = z.object({ message: Message.optional() });
export const QuoteMessageBody = z.object({ message: Message.min(1) });

export const QuoteListQuery = z.object({
  customerId: z.string().trim().min(1).max(40).optional(),
  status: z.enum(QUOTE_STATUSES).optional(),
  q: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type QuoteListFilter = z.infer<typeof QuoteListQuery>;
