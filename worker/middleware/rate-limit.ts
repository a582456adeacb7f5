import type { Context, MiddlewareHandler } from 'hono';
import { t } from '../../src/lib/texts';
import { readEnvironment } from '../../src/lib/request/environment';
import { reportError } from '../../src/lib/request/error-reporting';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { renderErrorResponse } from '../error-response';
import { rateLimitGroupOf, type RateLimitGroup } from './rate-limit-groups';

/**
 * The visitor's address: Cloudflare sets cf-connecting-ip on every request (a client cannot choose
 * it), and local wrangler sets it to the connecting socket's address. Without it (a harness that
 * calls the worker directly) all such requests share one budget rather than escaping it.
 */
const clientAddressOf = (c: Context<ShopEnv>) => c.req.header('cf-connecting-ip')?.trim() || 'unknown';

/**
 * Spends one unit of the route group's budget for the visitor's address (Workers Rate Limiting,
 * keyed "group:address") and answers 429 in Swedish once it is used up: the error page with the
 * catalogue's sentence for a browser, JSON for API callers, Retry-After either way. A missing
 * binding or a failing limiter lets the request through: a rate limit protects the services, it
 * must never be the reason the shop is down.
 */
export const rateLimit = (): MiddlewareHandler<ShopEnv> =>
  async function rateLimit(c, next) {
    const group = rateLimitGroupOf(c.req.method, c.req.path);
    const limiter = group ? c.env[group.binding] : undefined;
    if (!group || !limiter) return next();
    const address = clientAddressOf(c);
    if (readEnvironment(c.env).RATE_LIMIT_EXEMPT_IPS.includes(address)) return next();
    let allowed = true;
    try {
      allowed = (await limiter.limit({ key: `${group.name}:${address}` })).success;
    } catch (error) {
      reportError(c, error);
    }
    if (allowed) return next();
    return tooManyRequests(c, group);
  };

function tooManyRequests(c: Context<ShopEnv>, group: RateLimitGroup): Response {
  c.header('Retry-After', String(group.periodSeconds));
  c.header('Cache-Control', 'no-store');
  return renderErrorResponse(c, 429, { code: 'too_many_requests', reason: t(group.message) });
}
