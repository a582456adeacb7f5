import 'server-only';
import { unstable_notFound as notFound } from 'waku/router/server';
import { callAsUser, getRequestContext } from '../../lib/request';
import { UpstreamError, type UpstreamService } from '../../lib/upstream';

export interface ListUser {
  commerce: UpstreamService;
  token: string;
  customerId: string | undefined;
}

/**
 * Runs favourite-list calls as the signed-in buyer, in the customer they work in (a list of
 * another customer answers 404 like one that never was). A 401 ends the session (callAsUser).
 */
export function asListUser<T>(work: (user: ListUser) => Promise<T>): Promise<T> {
  const { session, services } = getRequestContext();
  return callAsUser((token) => work({ commerce: services.commerce, token, customerId: session?.customerId }));
}

/** For page loads: a list that is not the buyer's to see (or is gone) renders the not-found page. */
export async function asListPageUser<T>(work: (user: ListUser) => Promise<T>): Promise<T> {
  try {
    return await asListUser(work);
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
