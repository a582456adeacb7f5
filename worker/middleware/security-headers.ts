import type { MiddlewareHandler } from 'hono';
import { readEnvironment } from '../../src/lib/request/environment';
import type { ShopEnv } from '../../src/lib/request/shop-env';

export interface SecurityHeaderOptions {
  /** Extra origins allowed to frame the shop (punch-out procurement systems). */
  frameAncestors?: (c: Parameters<MiddlewareHandler<ShopEnv>>[0]) => string[];
  /** Extra origins forms may post to beyond 'self' and https: (a punch-out session's hook). */
  formActions?: (c: Parameters<MiddlewareHandler<ShopEnv>>[0]) => string[];
}

/**
 * CSP and friends on every answer. Scripts come only from our origin (Waku's inline bootstrap
 * needs 'unsafe-inline' for now; see docs/decisions/001-waku-on-workers.md), no plugins,
 * no foreign frames around us except the procurement origin of a punch-out session.
 */
export const securityHeaders = (options: SecurityHeaderOptions = {}): MiddlewareHandler<ShopEnv> =>
  async function securityHeaders(c, next) {
    await next();
    const ancestors = ["'self'", ...(options.frameAncestors?.(c) ?? [])].join(' ');
    const formActions = ["'self'", 'https:', ...(options.formActions?.(c) ?? [])].join(' ');
    const csp = [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      "connect-src 'self'",
      // Content videos play in a privacy-friendly embed, and only after a click.
      'frame-src https://www.youtube-nocookie.com',
      "object-src 'none'",
      "base-uri 'self'",
      `form-action ${formActions}`,
      `frame-ancestors ${ancestors}`,
    ].join('; ');
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    if (!readEnvironment(c.env).isLocalDevelopment) {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
