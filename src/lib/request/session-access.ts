import 'server-only';
import { unstable_redirect as redirect } from 'waku/router/server';
import { permissionsOf, type Permissions } from '../auth/permissions';
import type { Session } from '../auth/session';
import { UpstreamUnauthorizedError } from '../upstream';
import { honoContext } from './hono-context';

/** Where the browser goes when a service says the token is no good: the edge clears the session. */
export const SESSION_EXPIRED_PATH = '/api/session/expired';

/** A server action or page that needs a signed-in user was reached without one. */
export class SessionRequiredError extends Error {
  constructor() {
    super('a signed-in user is required');
    this.name = 'SessionRequiredError';
  }
}

/** The current buyer's permissions: the one helper every server component and action uses. */
export const getPermissions = (): Permissions => permissionsOf(honoContext().var.session);

/** The signed-in user's session; the first line of every server action that acts as the user. */
export function requireSession(): Session {
  const session = honoContext().var.session;
  if (!session) throw new SessionRequiredError();
  return session;
}

/**
 * The verified access token of this request, for calls a visitor may make signed in or not
 * (prices and stock for a buyer, the public assortment otherwise). Calls that need the user use
 * callAsUser, which also ends an expired session.
 */
export const optionalAccessToken = (): string | undefined => honoContext().var.accessToken;

/** Sends the browser (as a document navigation, so cookies can change) to end the session. */
export function endSessionAndSignIn(): never {
  return redirect(new URL(SESSION_EXPIRED_PATH, honoContext().req.url));
}

/**
 * Runs an upstream call as the signed-in user. A 401 from any service ends the session: the
 * browser is sent to the edge route that clears it and shows 'Vänligen logga in'.
 */
export async function callAsUser<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
  const token = honoContext().var.accessToken;
  if (!token) return endSessionAndSignIn();
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof UpstreamUnauthorizedError) return endSessionAndSignIn();
    throw error;
  }
}
