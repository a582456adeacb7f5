import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { unstable_redirect as redirect } from 'waku/router/server';
import type { ShopEnv } from '../../worker/shop-env';
import { permissionsOf, type Permissions } from './auth/permissions';
import { UpstreamUnauthorizedError } from './upstream';

/** Where the browser goes when a service says the token is no good: the edge clears the session. */
const SESSION_EXPIRED_PATH = '/api/session/expired';

function context() {
  const c = tryGetContext<ShopEnv>();
  if (!c) throw new Error('session access outside a request');
  return c;
}

/** The current buyer's permissions: the one helper every server component and action uses. */
export function getPermissions(): Permissions {
  return permissionsOf(context().var.session);
}

/**
 * Runs an upstream call as the signed-in user. A 401 from any service ends the session: the
 * browser is sent (as a document navigation, so cookies can change) to the edge route that
 * clears it and shows 'Vänligen logga in'.
 */
export async function callAsUser<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
  const c = context();
  const sessionExpired = () => redirect(new URL(SESSION_EXPIRED_PATH, c.req.url));
  const token = c.var.accessToken;
  if (!token) return sessionExpired();
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof UpstreamUnauthorizedError) return sessionExpired();
    throw error;
  }
}
