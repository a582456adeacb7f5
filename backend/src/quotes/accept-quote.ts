import type { AccessTokenSubject } from '../lib/access-token';
import { ApiError } from '../lib/api-error';
import { addLines, type AddResult } from '../cart/add-items';
import { assertWritable, permissionFor, resolveCartOwner } from '../cart/cart-access';
import { getOrCreateCart } from '../cart/cart-repository';
import { loadQuoteDetail, messageStatement, statusStatement, type QuoteRow } from './quote-repository';
import { effectiveStatus, transition } from './quote-status';

/**
 * The buyer accepts: the quote becomes Accepterad (guarded by its status and validity, with its
 * thread message, in one batch), then its lines go to the buyer's cart of the quote's customer
 * and project with the quoted quantities, each tied to its quote line so the cart and the order
 * price it at the quote (quoted-prices.ts). A line the cart refuses (an article since taken out
 * of the range) is answered in `errors`; the others are in the cart.
 */
export async function acceptQuote(
  db: D1Database,
  auth: AccessTokenSubject,
  quote: QuoteRow,
  input: { deliveryId?: string | undefined; message?: string | undefined },
  today: string,
  now: number,
): Promise<AddResult & { cartId: string }> {
  const step = transition(effectiveStatus(quote.status, quote.valid_until, today), 'accept');
  if ('refused' in step) throw new ApiError(409, step.refused, step.refused === 'quote_expired' ? 'The quote is no longer valid' : 'The quote is not waiting for an answer');
  const owner = await resolveCartOwner(db, auth, { customerId: quote.customer_id, projectId: quote.project_id ?? undefined });
  const cart = await getOrCreateCart(db, owner, now);
  assertWritable(cart, now);
  const [moved] = await db.batch([
    db.prepare("UPDATE quotes SET status = 'ACCEPTED', updated_at = ?3 WHERE id = ?1 AND status = 'ANSWERED' AND valid_until >= ?2").bind(quote.id, today, now),
    messageStatement(db, { quoteId: quote.id, userId: auth.userId, kind: 'ACCEPTED', body: input.message ?? '', now, after: 'ACCEPTED' }),
  ]);
  if (!moved?.meta.changes) throw new ApiError(409, 'quote_not_open', 'The quote is not waiting for an answer');
  const { items } = await loadQuoteDetail(db, quote.id);
  const limited = permissionFor(auth, quote.customer_id).permissionDenies.includes('EJ_ALLA_LEVERANSSATT');
  const lines = items.map((item) => ({ id: item.id, articleNumber: item.article_number, quantity: item.quantity, deliveryId: input.deliveryId }));
  const result = await addLines(db, cart.id, lines, now, { limited, mode: 'set' });
  const byArticle = new Map(items.map((item) => [item.article_number, item.id]));
  const links = result.cartItems.map((line) =>
    db.prepare('UPDATE cart_items SET quote_item_id = ?3 WHERE cart_id = ?1 AND id = ?2').bind(cart.id, line.cartItemId, byArticle.get(line.articleNumber) ?? null),
  );
  if (links.length > 0) await db.batch(links);
  return { ...result, cartId: cart.id };
}

/** The buyer declines an answered quote; its thread says who and when. */
export async function declineQuote(db: D1Database, auth: AccessTokenSubject, quote: QuoteRow, message: string | undefined, today: string, now: number): Promise<void> {
  const step = transition(effectiveStatus(quote.status, quote.valid_until, today), 'decline');
  if ('refused' in step) throw new ApiError(409, step.refused, 'The quote is not waiting for an answer');
  const [moved] = await db.batch([
    statusStatement(db, { quoteId: quote.id, from: 'ANSWERED', to: 'DECLINED', now }),
    messageStatement(db, { quoteId: quote.id, userId: auth.userId, kind: 'DECLINED', body: message ?? '', now, after: 'DECLINED' }),
  ]);
  if (!moved?.meta.changes) throw new ApiError(409, 'quote_not_open', 'The quote is not waiting for an answer');
}
