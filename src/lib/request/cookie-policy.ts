import type { Environment } from './environment';

export interface CookiePolicyInput {
  environment: Pick<Environment, 'isLocalDevelopment'>;
  /** The session is framed by a procurement system (a third-party context for the browser). */
  framed?: boolean;
}

/**
 * The one cookie policy of the shop: HttpOnly, path /, SameSite=Lax and Secure outside local
 * development. A framed punch-out session's cookies are SameSite=None; Secure; Partitioned (CHIPS)
 * so browsers that block third-party cookies still keep them for this procurement site; plain
 * http://localhost cannot carry Secure ones, so framing changes nothing there. Without `maxAge`
 * the cookie lasts the browser session.
 */
export function cookieAttributes({ environment, framed = false }: CookiePolicyInput, maxAge?: number) {
  const local = environment.isLocalDevelopment;
  const frame = framed && !local ? ({ sameSite: 'None', secure: true, partitioned: true } as const) : {};
  return { path: '/', httpOnly: true, secure: !local, sameSite: 'Lax', ...(maxAge === undefined ? {} : { maxAge }), ...frame } as const;
}

/** Outside local development the `__Host-` prefix pins a cookie to our host, path / and HTTPS. */
export const hostCookieName = (environment: Pick<Environment, 'isLocalDevelopment'>, name: string): string =>
  environment.isLocalDevelopment ? name : `__Host-${name}`;
