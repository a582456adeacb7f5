import 'server-only';
import { unstable_notFound as notFound } from 'waku/router/server';
import { callAsUser, getRequestContext } from '../../lib/request';
import { UpstreamError } from '../../lib/upstream';

/**
 * Runs an order-service call as the signed-in buyer. A 404 (another customer's order, an id that
 * does not exist) renders the not-found page: the order is never shown, nor whether it exists.
 */
export async function asOrderUser<T>(work: (input: { token: string; customerId: string | undefined; projectId: string | undefined }) => Promise<T>): Promise<T> {
  const { session } = getRequestContext();
  try {
    return await callAsUser((token) => work({ token, customerId: session?.customerId, projectId: session?.projectId }));
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
