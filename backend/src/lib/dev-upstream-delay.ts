import type { MiddlewareHandler } from 'hono';
import { parseUpstreamDelay, UPSTREAM_DELAY_HEADER } from '../../../domain/dev/upstream-delay';
import type { BackendEnv } from '../backend-env';

/**
 * Local development only: an answer asked for with the x-dev-upstream-delay-ms header waits that
 * long before it is worked out, as a slow upstream service would (the bench and the layout
 * stability test use it). Any other ENVIRONMENT ignores the header.
 */
export const devUpstreamDelay = (): MiddlewareHandler<BackendEnv> =>
  async function devUpstreamDelay(c, next) {
    const delayMs = c.env?.ENVIRONMENT === 'development' ? parseUpstreamDelay(c.req.header(UPSTREAM_DELAY_HEADER)) : 0;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await next();
  };
