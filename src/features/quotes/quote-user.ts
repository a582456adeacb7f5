import 'server-only';
import { unstable_notFound as notFound } from 'waku/router/server';
import { callAsUser, getRequestContext } from '../../lib/request';
import { UpstreamError, type UpstreamService } from '../../lib/upstream';

export interface QuoteAccess {
  commerce: UpstreamService;
  token: string;
  customerId: string | undefined;
  projectId: string | undefined;
}

/** Runs a quote call as the signed-in user, in the customer and project they work in. */
export function asQuoteUser<T>(work: (access: QuoteAccess) => Promise<T>): Promise<T> {
  const { session, services } = getRequestContext();
  return callAsUser((token) => work({ commerce: services.commerce, token, customerId: session?.customerId, projectId: session?.projectId }));
}

/** For pages: a quote the user may not see (or that is none) renders the not-found page. */
export async function asQuotePageUser<T>(work: (access: QuoteAccess) => Promise<T>): Promise<T> {
  try {
    return await asQuoteUser(work);
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/** A quote id as the route and the forms carry it. */
export const QUOTE_ID = /^Q-[A-Za-z0-9_-]{8,40}$/;
