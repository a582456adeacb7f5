import type { Context, MiddlewareHandler } from 'hono';
import type { Session } from '../../src/lib/auth/session';
import type { ShopEnv } from '../shop-env';

/** Reads the session of a request. Sign-in (its own issue) plugs in the token-based reader. */
export type SessionReader = (c: Context<ShopEnv>) => Promise<Session | null>;

/** Until sign-in exists every visitor is anonymous. */
export const anonymousSessionReader: SessionReader = async () => null;

export const session = (read: SessionReader = anonymousSessionReader): MiddlewareHandler<ShopEnv> =>
  async function session(c, next) {
    let current: Session | null = null;
    try {
      current = await read(c);
    } catch {
      // A reader that cannot decide treats the visitor as signed out, never as an error page.
      current = null;
    }
    c.set('session', current);
    await next();
  };
