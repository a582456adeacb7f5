import type { QuoteItemRow, QuoteMessageRow, QuoteRow } from './quote-repository';
import { effectiveStatus } from './quote-status';

const kronor = (ore: number | null) => (ore === null ? null : Math.round(ore) / 100);
const iso = (ms: number) => new Date(ms).toISOString();

/** One row of the quote list; prices left out under EJ_SE_PRISER. */
export function toQuoteSummary(row: QuoteRow, today: string, withPrices: boolean) {
  return {
    quoteId: row.id,
    quoteNumber: String(row.number),
    brand: row.brand,
    customerId: row.customer_id,
    projectId: row.project_id,
    buyerId: row.buyer_id,
    buyerName: row.buyer_name,
    status: effectiveStatus(row.status, row.valid_until, today),
    reference: row.reference,
    wantedDeliveryDate: row.wanted_delivery_date,
    validUntil: row.valid_until,
    discountPercent: withPrices ? row.discount_percent : null,
    lineCount: row.line_count,
    total: withPrices ? kronor(row.total) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toQuoteItem(item: QuoteItemRow, withPrices: boolean) {
  return {
    quoteItemId: item.id,
    position: item.position,
    articleNumber: item.article_number,
    name: item.name,
    unit: item.unit,
    quantity: item.quantity,
    /** The customer's price when the quote was asked for: what the seller starts from. */
    currentPrice: withPrices ? kronor(item.list_price) : null,
    quotedPrice: withPrices ? kronor(item.quoted_price) : null,
    netPrice: withPrices ? kronor(item.net_price) : null,
    rowTotal: withPrices && item.net_price !== null ? kronor(Math.round(item.net_price * item.quantity)) : null,
  };
}

export const toQuoteMessage = (message: QuoteMessageRow) => ({
  messageId: message.id,
  userId: message.user_id,
  authorName: message.author_name,
  kind: message.kind,
  message: message.body,
  createdAt: iso(message.created_at),
});

/** The whole quote, with what the caller may do with it now. */
export function toQuote(
  row: QuoteRow,
  detail: { items: QuoteItemRow[]; messages: QuoteMessageRow[] },
  today: string,
  viewer: { withPrices: boolean; seller: boolean; buyerSide: boolean },
) {
  const summary = toQuoteSummary(row, today, viewer.withPrices);
  return {
    ...summary,
    items: detail.items.map((item) => toQuoteItem(item, viewer.withPrices)),
    messages: detail.messages.map(toQuoteMessage),
    mayAnswer: viewer.seller && summary.status === 'SENT',
    mayAccept: viewer.buyerSide && summary.status === 'ANSWERED',
  };
}
