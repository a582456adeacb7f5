import { z } from 'zod';
import type { Price } from '../commerce/price-calc';

/** The quote line a cart line is tied to, as the cart and the checkout price it. */
export interface QuotedLine {
  quoteItemId: string;
  quoteId: string;
  quoteNumber: string;
  status: string;
  validUntil: string | null;
  /** The quoted quantity: the quote's price holds up to it. */
  quantity: number;
  /** Per unit, öre, the total's discount applied. */
  netPrice: number | null;
}

const Row = z.object({ id: z.string(), quote_id: z.string(), number: z.number(), status: z.string(), valid_until: z.string().nullable(), quantity: z.number(), net_price: z.number().nullable() });

export async function loadQuotedLines(db: D1Database, quoteItemIds: readonly (string | null | undefined)[]): Promise<Map<string, QuotedLine>> {
  const ids = [...new Set(quoteItemIds.filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare('SELECT i.id, i.quote_id, q.number, q.status, q.valid_until, i.quantity, i.net_price FROM quote_items i JOIN quotes q ON q.id = i.quote_id WHERE i.id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(ids))
    .all();
  return new Map(
    z.array(Row).parse(results).map((row) => [
      row.id,
      { quoteItemId: row.id, quoteId: row.quote_id, quoteNumber: String(row.number), status: row.status, validUntil: row.valid_until, quantity: row.quantity, netPrice: row.net_price },
    ]),
  );
}

/**
 * Whether the quote prices this line today: the quote is accepted, its last valid day has not
 * passed, and the line holds no more than was quoted (a price for 100 m is not one for 1,000 m).
 * Anything else: the line costs what the article costs now, and the cart says why.
 */
export const quoteHolds = (line: QuotedLine | undefined, quantity: number, today: string): line is QuotedLine =>
  !!line && line.status === 'ACCEPTED' && line.netPrice !== null && line.validUntil !== null && line.validUntil >= today && quantity <= line.quantity;

/** The price a quoted line shows in the cart: the quoted net, no other discount on top. */
export function quotedPrice(base: Price, line: QuotedLine): Price {
  const net = (line.netPrice ?? 0) / 100;
  return { ...base, netPrice: net, alloyingPrice: null, priceType: 'QUOTE', discounts: [], preCampaignPrice: null, discountAmount: null, discountPercentage: null, hasBracketPrices: false };
}
