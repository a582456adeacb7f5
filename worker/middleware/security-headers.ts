import type { MiddlewareHandler } from 'hono';
import { readEnvironment } from '../../src/lib/request/environment';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import type { BrandConfig } from '../../brands';

export interface SecurityHeaderOptions {
  /** Extra origins allowed to frame the shop (punch-out procurement systems). */
  frameAncestors?: (c: Parameters<MiddlewareHandler<ShopEnv>>[0]) => string[];
  /** Extra origins forms may post to beyond 'self' and https: (a punch-out session's hook). */
  formActions?: (c: Parameters<MiddlewareHandler<ShopEnv>>[0]) => string[];
}

/**
 * CSP and friends on every answer. Scripts come only from our origin or carry this answer's nonce
 * (Waku's inline bootstrap and RSC payload, our few inline scripts: docs/decisions/037), no
 * plugins, no foreign frames around us except the procurement origin of a punch-out session.
 */
export const securityHeaders = (options: SecurityHeaderOptions = {}): MiddlewareHandler<ShopEnv> =>
  async function securityHeaders(c, next) {
    const nonce = newNonce();
    c.set('cspNonce', nonce);
    await next();
    const ancestors = ["'self'", ...(options.frameAncestors?.(c) ?? [])].join(' ');
    const formActions = ["'self'", 'https:', ...(options.formActions?.(c) ?? [])].join(' ');
    const thirdParty = thirdPartyOrigins(c.get('brand')?.analytics);
    const errorReports = errorReportOrigin(readEnvironment(c.env).SENTRY_DSN);
    const csp = [
      "default-src 'self'",
      ["script-src 'self'", `'nonce-${nonce}'`, ...thirdParty.scripts].join(' '),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      ["connect-src 'self'", ...thirdParty.connections, ...errorReports].join(' '),
      // Session replay compresses in a worker it starts from a blob.
      "worker-src 'self' blob:",
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

/** Where a brand's tag manager and OneTrust load scripts from and send to (issue 18). */
function thirdPartyOrigins(analytics: BrandConfig['analytics'] | undefined) {
  const scripts: string[] = [];
  const connections: string[] = [];
  if (analytics?.tagManagerId) {
    scripts.push('https://www.googletagmanager.com');
    connections.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
  }
  if (analytics?.oneTrustDomainId) {
    scripts.push('https://cdn.cookielaw.org');
    connections.push('https://cdn.cookielaw.org', 'https://geolocation.onetrust.com');
  }
  return { scripts, connections };
}

/** The browser sends its error reports where the worker does (issue 18). */
function errorReportOrigin(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

/** 128 random bits, base64: a fresh nonce per answer, so an injected script cannot guess it. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
