import { hasRole } from '../../../domain/auth/roles';
import type { AccessTokenSubject } from '../lib/access-token';
import { ApiError, notFound } from '../lib/api-error';
import { findQuote, type QuoteRow } from './quote-repository';

export const quoteNotFound = () => notFound('Quote not found');

const permissionOf = (auth: AccessTokenSubject, customerId: string) => auth.customerPermissions.find((p) => p.customerId === customerId);

/** A seller of the customer: SELLER_ADMIN or SITE_ADMIN serving it (decision 034). */
export const isSellerOf = (auth: AccessTokenSubject, customerId: string) => {
  const role = permissionOf(auth, customerId)?.role;
  return role !== undefined && hasRole(role, 'SELLER_ADMIN');
};

export const seesQuotePrices = (auth: AccessTokenSubject, customerId: string) => !permissionOf(auth, customerId)?.permissionDenies.includes('EJ_SE_PRISER');

/** EJ_SKAPA_OFFERT: this user may not ask for quotes for the customer. */
export function assertMayRequest(auth: AccessTokenSubject, customerId: string): void {
  if (permissionOf(auth, customerId)?.permissionDenies.includes('EJ_SKAPA_OFFERT')) throw new ApiError(403, 'quote_not_allowed', 'This account may not ask for quotes');
}

/**
 * A quote the caller may see: of one of the token's customers (and of the customer the caller
 * works in, when the header names one). Unknown and foreign are the same 404, so quote ids of
 * other customers cannot be probed.
 */
export async function visibleQuote(db: D1Database, auth: AccessTokenSubject, id: string, workingIn?: string): Promise<QuoteRow> {
  const quote = await findQuote(db, id);
  if (!quote || !permissionOf(auth, quote.customer_id)) throw quoteNotFound();
  if (workingIn && workingIn !== quote.customer_id) throw quoteNotFound();
  return quote;
}

/** Answering is the seller's: a buyer of the customer gets 403. */
export async function answerableQuote(db: D1Database, auth: AccessTokenSubject, id: string, workingIn?: string): Promise<QuoteRow> {
  const quote = await visibleQuote(db, auth, id, workingIn);
  if (!isSellerOf(auth, quote.customer_id)) throw new ApiError(403, 'seller_only', 'Only a seller serving the customer may answer a quote');
  return quote;
}

/**
 * Accepting and declining are the buyer's side: the user who asked, or a buyer admin of the
 * customer. A seller may not accept their own answer on the customer's behalf.
 */
export async function buyerQuote(db: D1Database, auth: AccessTokenSubject, id: string, workingIn?: string): Promise<QuoteRow> {
  const quote = await visibleQuote(db, auth, id, workingIn);
  const role = permissionOf(auth, quote.customer_id)?.role;
  const buyerSide = !isSellerOf(auth, quote.customer_id) && (quote.buyer_id === auth.userId || role === 'BUYER_ADMIN');
  if (!buyerSide) throw new ApiError(403, 'buyer_only', 'Only the buyer who asked may accept or decline this quote');
  return quote;
}
